/**
 * The mock backend's clock. Frozen clocks make seed data, screenshots and tests stable; a real
 * clock (the HTTP server's default) lets QR codes expire while someone watches. Both can be moved
 * forward, e.g. to expire a QR in a test.
 */
export interface Clock {
  now(): Date;
  /** now() as an ISO 8601 string (UTC). */
  iso(): string;
  advance(ms: number): void;
  set(date: Date): void;
  readonly frozen: boolean;
}

/** The fixed "now" of Storybook and tests: Friday 14 March 2025, 09:30 in Vientiane. */
export const MOCK_NOW = new Date('2025-03-14T02:30:00.000Z');

export type ClockOption = 'real' | Date | Clock;

export function createClock(start: ClockOption = MOCK_NOW): Clock {
  if (typeof start === 'object' && 'now' in start) return start;
  if (start === 'real') {
    let offset = 0;
    return {
      frozen: false,
      now: () => new Date(Date.now() + offset),
      iso: () => new Date(Date.now() + offset).toISOString(),
      advance: (ms) => {
        offset += ms;
      },
      set: (date) => {
        offset = date.getTime() - Date.now();
      },
    };
  }
  let time = start.getTime();
  return {
    frozen: true,
    now: () => new Date(time),
    iso: () => new Date(time).toISOString(),
    advance: (ms) => {
      time += ms;
    },
    set: (date) => {
      time = date.getTime();
    },
  };
}
