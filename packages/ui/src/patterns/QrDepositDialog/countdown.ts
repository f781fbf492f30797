import { useEffect, useEffectEvent, useState } from 'react';

export type Instant = string | number | Date;

const ms = (value: Instant) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** Whole seconds until `expiresAt` at `now` (both epoch ms or ISO), rounded up, never below 0. */
export function secondsLeft(expiresAt: Instant, now: Instant): number {
  const left = ms(expiresAt) - ms(now);
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left / 1000)) : 0;
}

export interface CountdownOptions {
  /** When the QR stops being payable (server time). */
  expiresAt: Instant;
  /**
   * The server's time when the answer was made. The device clock may be off by minutes: the
   * countdown runs from the server's view, offset by the device time elapsed since.
   */
  serverTime?: Instant;
  /** A controlled clock (server time, epoch ms): no timer runs; the caller moves time. */
  now?: number;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
}

/** Seconds left until expiry, ticking once a second and stopping at zero. */
export function useCountdown({ expiresAt, serverTime, now, onExpire }: CountdownOptions): number {
  // Server time minus device time, taken once per server answer.
  const [offset] = useState(() => (serverTime === undefined ? 0 : ms(serverTime) - Date.now()));
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const controlled = now !== undefined;
  const left = secondsLeft(expiresAt, controlled ? now : deviceNow + offset);
  const expired = left === 0;

  useEffect(() => {
    if (controlled || expired) return undefined;
    const id = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [controlled, expired]);

  const reportExpiry = useEffectEvent(() => onExpire?.());
  useEffect(() => {
    if (expired) reportExpiry();
  }, [expired]);

  return left;
}
