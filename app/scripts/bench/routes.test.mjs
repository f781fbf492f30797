// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureRoutes, routePath } from './routes.mjs';

const KB = 1024;
const budget = { landingInitialJs: 140 * KB, lazyRouteJs: 30 * KB, uiCss: 12 * KB };

describe('routePath', () => {
  it.each([
    ['src/routes/index.tsx?tsr-split=component', '/'],
    ['src/routes/login/index.tsx?tsr-split=component', '/login/'],
    ['src/routes/player/route.tsx?tsr-split=component', '/player (layout)'],
    ['src/routes/player/deposit/history.tsx?tsr-split=component', '/player/deposit/history'],
    ['src/routes/player/promotion/$promotionId.tsx?tsr-split=component', '/player/promotion/$promotionId'],
    ['src/routes/player/game/askmebet.ts', '/player/game/askmebet'],
  ])('%s -> %s', (source, path) => expect(routePath(source)).toBe(path));
});

/**
 * A small build: the entry (with a vendor chunk), the landing, a layout with one page under it
 * sharing a chunk with the landing, the frame, the api validation chunk, a lazy feature chunk and
 * a JSON chunk (ignored). Sizes are in the file names' table below, in bytes.
 */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'], css: ['assets/shared.css'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/routes/player/route.tsx?tsr-split=component': { file: 'assets/player.js', isDynamicEntry: true, css: ['assets/player.css'] },
  'src/routes/player/deposit/index.tsx?tsr-split=component': { file: 'assets/deposit.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/routes/login/index.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  'src/frame/Frame.tsx': { file: 'assets/frame.js', isDynamicEntry: true, imports: ['_shared.js'], css: ['assets/frame.css'] },
  '../packages/api/src/clientValidation.ts': { file: 'assets/validation.js', isDynamicEntry: true, imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/features/fingerprint/collect.ts': { file: 'assets/collect.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/i18n/lo.json': { file: 'assets/lo.js', isDynamicEntry: true },
};
const sizes = {
  'assets/index.js': 100 * KB,
  'assets/vendor.js': 30 * KB,
  'assets/index.css': 4 * KB,
  'assets/shared.js': 2 * KB,
  'assets/shared.css': 1 * KB,
  'assets/landing.js': 1 * KB,
  'assets/player.js': 3 * KB,
  'assets/player.css': 0.5 * KB,
  'assets/deposit.js': 0.5 * KB,
  'assets/login.js': 5 * KB,
  'assets/big.js': 40 * KB,
  'assets/frame.js': 10 * KB,
  'assets/frame.css': 2 * KB,
  'assets/validation.js': 4 * KB,
  'assets/zod.js': 8 * KB,
  'assets/collect.js': 6 * KB,
  'assets/lo.js': 9 * KB,
};
const fileSize = (file) => {
  if (!(file in sizes)) throw new Error(`unknown file ${file}`);
  return sizes[file];
};

describe('measureRoutes', () => {
  const result = measureRoutes(manifest, fileSize, budget);
  const route = (path) => result.routes.find((r) => r.route === path);

  it('sums the entry and its static imports once', () => {
    expect(result.entry).toEqual({ file: 'assets/index.js', js: 130 * KB, css: 4 * KB, chunks: 2 });
  });

  it('lists the route chunks landing first, then by path', () => {
    expect(result.routes.map((r) => r.route)).toEqual(['/', '/login/', '/player (layout)', '/player/deposit/']);
  });

  it("counts a route's own chunk and static imports, without what the entry and the frame already load", () => {
    // shared.js is the frame's too: on screen before any route is navigated to.
    expect(route('/')).toMatchObject({ chunk: 'assets/landing.js', lazyJs: 1 * KB, initialJs: 133 * KB, initialCss: 5 * KB });
  });

  it("adds the layouts' chunks to a page's initial JS and CSS, not to its lazy JS", () => {
    expect(route('/player/deposit/')).toMatchObject({ lazyJs: 0.5 * KB, initialJs: 135.5 * KB, initialCss: 5.5 * KB });
    expect(route('/player (layout)')).toMatchObject({ lazyJs: 3 * KB, initialJs: 133 * KB });
  });

  it('checks the landing against the initial budget and every route against the lazy budget', () => {
    expect(result.landing).toEqual({ initialJs: 133 * KB, ok: true, firstVisitJs: 155 * KB });
    expect(route('/login/')).toMatchObject({ lazyJs: 45 * KB, lazyOk: false });
    expect(route('/player/deposit/').lazyOk).toBe(true);
    const tight = measureRoutes(manifest, fileSize, { ...budget, landingInitialJs: 132 * KB });
    expect(tight.landing.ok).toBe(false);
  });

  it('reports the frame and the api validation chunks apart, and a first visit with both', () => {
    expect(result.frame).toEqual({ js: 12 * KB, css: 3 * KB });
    expect(result.bootValidation).toEqual({ js: 12 * KB });
    // entry 130 + landing 1 + shared 2 + validation 12 + frame 10 (shared counted once)
    expect(result.landing.firstVisitJs).toBe(155 * KB);
  });

  it('lists the other lazy chunks (not routes, frame, validation or JSON) without the entry', () => {
    expect(result.otherLazyChunks).toEqual([{ source: 'src/features/fingerprint/collect.ts', js: 6 * KB }]);
  });

  it('leaves the frame and validation out when the build has none', () => {
    const bare = Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== 'src/frame/Frame.tsx' && !k.endsWith('clientValidation.ts')));
    const r = measureRoutes(bare, fileSize, budget);
    expect(r.frame).toBeUndefined();
    expect(r.bootValidation).toBeUndefined();
    expect(r.landing.firstVisitJs).toBe(133 * KB);
  });

  it('refuses a manifest without an entry or a landing route', () => {
    expect(() => measureRoutes({}, fileSize, budget)).toThrow(/no entry/);
    const noLanding = Object.fromEntries(Object.entries(manifest).filter(([k]) => !k.startsWith('src/routes/index.tsx')));
    expect(() => measureRoutes(noLanding, fileSize, budget)).toThrow(/landing/);
  });
});
