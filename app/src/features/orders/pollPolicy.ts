/**
 * How often an order in flight is asked for its status (the QR dialog, the withdraw waiting state and
 * the order watcher), only while the page is visible. Plain values: E2E and stories move time by it.
 */
export const ORDER_POLL_MS = 3000;
