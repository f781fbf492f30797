/**
 * Dedicated ports of the E2E servers (not the 4173/5173 of `pnpm start` / `pnpm dev`). Every
 * Playwright worker has a server of its own, with its own mock backend (specs reset it to its seed
 * and move its clock), so journeys run side by side without seeing each other's players: worker
 * `i` uses E2E_PORT + 2i. One more server, shared, answers agency info with 404 (read-only).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4273);
/** How many journeys run at once (each with its own server); E2E_WORKERS overrides. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The port of the server of the worker with this parallel index (0 .. E2E_WORKERS - 1). */
export const workerPort = (parallelIndex: number): number => E2E_PORT + 2 * parallelIndex;
/** A server whose agency info answers 404 (mock scenario agency404), shared by the workers. */
export const E2E_AGENCY404_PORT = E2E_PORT + 1;
