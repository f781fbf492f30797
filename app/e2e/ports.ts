/** Dedicated ports of the E2E servers (not the 4173/5173 of `pnpm start` / `pnpm dev`). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4273);
/** A second server whose agency info answers 404 (mock scenario agency404). */
export const E2E_AGENCY404_PORT = E2E_PORT + 1;
