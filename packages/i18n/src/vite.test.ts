import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, createServer, type ViteDevServer } from 'vite';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';
import { LOCALES_DIR, i18nLocales, localeFileOf, localesVersion, readLocaleFiles } from './vite';

describe('localeFileOf', () => {
  it.each([
    ['/locales/th/common.json', join(LOCALES_DIR, 'th/common.json')],
    ['/locales/vn/deposit.json?v=abc123', join(LOCALES_DIR, 'vn/deposit.json')],
    ['/app/locales/cn/ui.json', join(LOCALES_DIR, 'cn/ui.json')],
    ['/locales/th/../../package.json', undefined],
    ['/locales/th/%2e%2e.json', undefined],
    ['/locales/th/nested/common.json', undefined],
    ['/locales/lo/deposit.json?import', undefined],
    ['/@fs/work/main/packages/i18n/locales/lo/deposit.json', undefined],
    ['/src/main.ts', undefined],
  ])('%s', (url, file) => {
    expect(localeFileOf(url, '/app/')).toBe(file);
  });
});

describe('the plugin', () => {
  const files = readLocaleFiles();

  it('reads every source file', () => {
    expect([...files.keys()].sort()).toEqual(LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => `${l}/${ns}`)).sort());
  });

  it('versions the texts by their content', () => {
    const version = localesVersion(files);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const changed = new Map(files);
    changed.set('th/common', `${changed.get('th/common') ?? ''} `);
    expect(localesVersion(changed)).not.toBe(version);
  });

  let server: ViteDevServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('serves the files in dev', async () => {
    const root = mkdtempSync(join(tmpdir(), 'i18n-dev-'));
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [i18nLocales()],
      server: { port: 0, host: '127.0.0.1', ws: false },
    });
    await server.listen();
    const address = server.httpServer?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/locales/cn/nav.json?v=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { navbar: { login: string } }).navbar.login).toBe('登录');
  });

  it('emits minified files and defines the version in a build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'i18n-build-'));
    writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(join(root, 'main.js'), 'console.log(import.meta.env.DOKKHAM_LOCALES_VERSION);');
    await build({ root, configFile: false, logLevel: 'silent', plugins: [i18nLocales()], build: { outDir: 'dist' } });
    const out = join(root, 'dist');
    for (const lng of LANGUAGES) expect(readdirSync(join(out, 'locales', lng)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    const emitted = readFileSync(join(out, 'locales/th/errors.json'), 'utf8');
    expect(emitted).not.toContain('\n');
    expect(JSON.parse(emitted)).toEqual(JSON.parse(readFileSync(join(LOCALES_DIR, 'th/errors.json'), 'utf8')));
    const js = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const code = js.map((f) => readFileSync(join(out, 'assets', f), 'utf8')).join('');
    expect(code).toContain(localesVersion(files));
  }, 60_000);
});
