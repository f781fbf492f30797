// The app as the timing jobs load it: the production build served with the mock backend
// (scripts/server.mjs) on a free port, started for one job and closed after it even when the job
// fails, so each job begins with a fresh mock database.

/**
 * Runs `job` with the server's base URL (`http://localhost:PORT`, no trailing slash) and the server
 * (its `mock.logins`: the mock's demo logins).
 * @template T
 * @param {(url: string, app: Awaited<ReturnType<typeof import('../server.mjs').startDokkham>>) => Promise<T>} job
 * @returns {Promise<T>}
 */
export async function withApp(job) {
  const { startDokkham } = await import('../server.mjs');
  const app = await startDokkham({ port: 0 });
  try {
    return await job(app.url, app);
  } finally {
    await app.close();
  }
}
