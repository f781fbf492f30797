/**
 * An answer that never comes, on purpose: the pending state of a story (a spinner, a disabled
 * button). Recorded by request id, so test runners can tell a deliberate wait from work still in
 * progress on a busy machine, and photograph the pending state without guessing from a time-out.
 */
const hung = new Set<string>();

/** Never resolves. Pass the handler's `requestId` so the request counts as deliberately pending. */
export function hang(requestId?: string): Promise<never> {
  if (requestId) hung.add(requestId);
  return new Promise<never>(() => {});
}

/** Whether this request's answer is withheld on purpose by `hang()`. */
export function isHung(requestId: string): boolean {
  return hung.has(requestId);
}

/** How many answers `hang()` has withheld so far (they never end). */
export function hungCount(): number {
  return hung.size;
}
