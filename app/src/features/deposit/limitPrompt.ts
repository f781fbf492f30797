/**
 * The deposit page's offer to set a limit: "not now" is remembered per player on this device
 * (localStorage) and the offer comes back after 30 days.
 */
const PROMPT_KEY = 'dokkham:limitPrompt:';

/** "Not now" is asked again after this long. */
export const ASK_AGAIN_MS = 30 * 24 * 3_600_000;

export const promptKey = (playerId: string): string => PROMPT_KEY + playerId;

/** Did this player answer "not now" less than 30 days before `now` (epoch ms)? */
export function answeredNotNow(playerId: string, now: number, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const at = Date.parse(storage.getItem(promptKey(playerId)) ?? '');
    return Number.isFinite(at) && now - at < ASK_AGAIN_MS;
  } catch {
    // No storage (private mode, blocked): ask, as on a first visit.
    return false;
  }
}

export function rememberNotNow(playerId: string, now: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(promptKey(playerId), new Date(now).toISOString());
  } catch {
    // Not remembered: the offer comes back on the next visit, nothing worse.
  }
}
