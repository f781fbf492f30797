// Per-route bundle sizes from the Vite manifest: what a player downloads before a route can paint.
// Per route: the initial JS (the entry and its static imports, plus the route's lazy chunk, its
// layouts' chunks and their static imports; gzip), the route's own lazy JS (what navigating to it
// adds: its chunk and static imports minus the entry's, its layouts' and the frame's), and the
// initial CSS.
// Beside them: the frame chunk, which main.tsx fetches in parallel with the first route without
// making the first render wait for it; the api client's validation chunk (zod, schemas: a dynamic
// import every first call asks for); and the total JS of a first visit to the landing. The
// landing's initial JS is checked against its budget, every lazy route's own JS against the lazy
// route budget. Pure: the manifest and a file sizer come in, so tests need no build.
import { landingJsOk, lazyRouteJsOk } from './budgets.mjs';

/** '/player/deposit/history' from 'src/routes/player/deposit/history.tsx?tsr-split=component'. */
export function routePath(source) {
  const file = source.replace(/^src\/routes\//, '').replace(/\?.*$/, '').replace(/\.tsx?$/, '');
  if (file === 'index') return '/';
  if (file.endsWith('/route')) return `/${file.slice(0, -'/route'.length)} (layout)`;
  return `/${file.replace(/\/index$/, '/')}`;
}

/** Route chunks first the landing, then by path. */
const byRoute = (a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route));

/**
 * @param {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} manifest
 * @param {(file: string) => number} fileSize gzip bytes of a file of the build
 * @param {typeof import('./config.mjs').BUDGET} budget
 */
export function measureRoutes(manifest, fileSize, budget) {
  /** The chunks and everything they import statically. */
  const closure = (keys) => {
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return seen;
  };
  const js = (keys) => [...keys].reduce((sum, key) => sum + fileSize(manifest[key].file), 0);
  const css = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce((sum, file) => sum + fileSize(file), 0);
  const minus = (a, b) => new Set([...a].filter((k) => !b.has(k)));

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entry = closure([entryKey]);
  const frameKey = Object.keys(manifest).find((k) => k === 'src/frame/Frame.tsx');
  const frame = frameKey ? minus(closure([frameKey]), entry) : new Set();
  // The api client's validation (zod, the schemas): a dynamic import, but every page's first call
  // (agency info) asks for it and the first render waits for that answer, so a first visit pays it.
  const bootKey = Object.keys(manifest).find((k) => k.endsWith('/clientValidation.ts'));
  const boot = bootKey ? minus(closure([bootKey]), entry) : new Set();

  const routeKeys = Object.keys(manifest).filter((k) => k.startsWith('src/routes/') && k.includes('tsr-split'));
  /** The layout route chunks (route.tsx) above a route. */
  const layoutOf = (key) => {
    const path = key.replace(/\?.*$/, '');
    return routeKeys.filter((k) => {
      const layout = k.replace(/\?.*$/, '');
      return layout.endsWith('/route.tsx') && layout !== path && path.startsWith(layout.slice(0, -'route.tsx'.length));
    });
  };
  const routes = routeKeys
    .map((key) => {
      // What the route adds: its layouts (/player's, measured on their own row) are on screen before
      // it, and so is the frame (main.tsx fetches it with the first page, whichever that is).
      const own = minus(minus(minus(closure([key]), entry), closure(layoutOf(key))), frame);
      const withLayouts = minus(closure([key, ...layoutOf(key)]), entry);
      return {
        route: routePath(key),
        chunk: manifest[key].file,
        lazyJs: js(own),
        initialJs: js(entry) + js(withLayouts),
        // The entry's CSS plus what the route's chunks bring.
        initialCss: css(new Set([...entry, ...closure([key, ...layoutOf(key)])])),
        lazyOk: lazyRouteJsOk(js(own), budget),
      };
    })
    .sort(byRoute);
  const landing = routes.find((r) => r.route === '/');
  if (!landing) throw new Error('the manifest has no chunk of the landing route (src/routes/index.tsx)');
  const landingKey = routeKeys.find((k) => routePath(k) === '/');
  const firstVisit = new Set([...entry, ...closure(landingKey ? [landingKey] : []), ...boot, ...frame]);
  const other = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && !k.startsWith('src/routes/') && !k.endsWith('.json') && k !== frameKey && k !== bootKey,
  );
  return {
    entry: { file: manifest[entryKey].file, js: js(entry), css: css(entry), chunks: entry.size },
    frame: frameKey ? { js: js(frame), css: css(frame) } : undefined,
    bootValidation: bootKey ? { js: js(boot) } : undefined,
    landing: {
      initialJs: landing.initialJs,
      ok: landingJsOk(landing.initialJs, budget),
      firstVisitJs: js(firstVisit),
    },
    routes,
    otherLazyChunks: other.map((k) => ({ source: k, js: js(minus(closure([k]), entry)) })),
  };
}
