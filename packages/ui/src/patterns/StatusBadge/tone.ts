export type StatusTone = 'success' | 'warning' | 'critical' | 'neutral';
export type StatusKind = 'order' | 'usage';

/**
 * SPEC §4: OPEN gray (waiting), PAID yellow, SUCCESS green, FAILED and CANCELED red. REJECTED is
 * a refusal, so red too. Promotion usages: ACTIVE green (in use), USED yellow (in use, credit
 * spent), SUCCESS green, CANCELED red, INACTIVE gray. Anything else is gray. Statuses come
 * upper-cased (the api normalises them when it parses an answer), so they are looked up as given.
 */
const TONES: Record<StatusKind, Record<string, StatusTone>> = {
  order: { OPEN: 'neutral', PAID: 'warning', SUCCESS: 'success', FAILED: 'critical', CANCELED: 'critical', REJECTED: 'critical' },
  usage: { ACTIVE: 'success', USED: 'warning', SUCCESS: 'success', CANCELED: 'critical', INACTIVE: 'neutral' },
};

export function statusTone(kind: StatusKind, status: string): StatusTone {
  return isKnownStatus(kind, status) ? TONES[kind][status]! : 'neutral';
}

export function isKnownStatus(kind: StatusKind, status: string): boolean {
  return Object.hasOwn(TONES[kind], status);
}
