// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cspHash, precompress, reactFloorSources, rootUrls, staticFloorFiles } from './floors.mjs';

describe('rootUrls', () => {
  it('finds root-relative URLs in CSS url() and HTML src/href, without query or hash', () => {
    const css = '@font-face{src:url(/assets/lao-400.woff2) format("woff2")}.logo{background:url("/favicon.svg?v=2")}.x{background:url(data:image/png;base64,AAA)}';
    const html = '<link rel="icon" href="/favicon.svg"><a href="/login#form">x</a><img src="//cdn.example/x.png"><a href="https://example.com/">y</a>';
    expect(rootUrls(css)).toEqual(['/assets/lao-400.woff2', '/favicon.svg']);
    expect(rootUrls(html)).toEqual(['/favicon.svg', '/login']);
  });
});

describe('staticFloorFiles', () => {
  const style = '@font-face{font-family:Lao;src:url(/assets/lao-400.woff2)format("woff2")}@font-face{font-family:Lao;font-weight:700;src:url(/assets/lao-700.woff2)format("woff2")}.logo{background:url(/favicon.svg)}';
  const landing = [
    '<!doctype html>',
    '<html lang="lo-LA">',
    '  <head>',
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '    <link rel="modulepreload" crossorigin href="/assets/index-1.js">',
    '    <link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v2/agency">',
    '    <link rel="prefetch" href="/assets/landing-2.js">',
    '    <link rel="preload" href="/boot.svg" as="image">',
    '    <title>Dokkham</title>',
    `    <style>${style}</style>`,
    '    <script>(function(d){d.fonts.forEach(function(f){f.load()})})(document)</script>',
    '  <link rel="manifest" href="/manifest.webmanifest"></head>',
    '  <body>',
    '    <div id="root"><div id="boot"></div><h1>ຫຼິ້ນເກມ</h1><a href="/login">x</a></div>',
    '    <script type="module" src="/assets/index-1.js"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const dist = {
    '/assets/lao-400.woff2': 'FONT400',
    '/assets/lao-700.woff2': 'FONT700',
    '/favicon.svg': '<svg/>',
    '/manifest.webmanifest': '{}',
    '/assets/index-1.js': 'code',
  };
  const { files, description } = staticFloorFiles(landing, { read: (path) => Buffer.from(dist[path]), exists: (path) => path in dist });

  it('is the landing without scripts and code preloads, its inline CSS as it is, a font preload per @font-face before it', () => {
    expect(files.get('/index.html')).toBe(
      [
        '<!doctype html>',
        '<html lang="lo-LA">',
        '  <head>',
        '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
        '    <link rel="preload" href="/boot.svg" as="image">',
        '    <title>Dokkham</title>',
        '    <link rel="preload" href="/assets/lao-400.woff2" as="font" type="font/woff2" crossorigin>',
        '    <link rel="preload" href="/assets/lao-700.woff2" as="font" type="font/woff2" crossorigin>',
        `    <style>${style}</style>`,
        '  <link rel="manifest" href="/manifest.webmanifest"></head>',
        '  <body>',
        '    <div id="root"><div id="boot"></div><h1>ຫຼິ້ນເກມ</h1><a href="/login">x</a></div>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it("gives the server the inline style's CSP hash (the build's file, no script hash)", () => {
    const hash = `sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}`;
    expect(cspHash(style)).toBe(hash);
    expect(JSON.parse(String(files.get('/.server/csp.json')))).toEqual({ styleHashes: [hash], scriptHashes: [] });
  });

  it('copies the files it names that the build has (fonts, icons, manifest), not pages nor the removed code', () => {
    expect([...files.keys()]).toEqual(['/index.html', '/.server/csp.json', '/favicon.svg', '/assets/lao-400.woff2', '/assets/lao-700.woff2', '/manifest.webmanifest']);
    expect(String(files.get('/assets/lao-700.woff2'))).toBe('FONT700');
  });

  it('says how it was built', () => {
    expect(description).toBe(
      'the prerendered landing (dist/index.html) with its 2 scripts and 3 code preloads removed, its inline CSS as it is (1 <style>, under its CSP hash), 2 font preloads (every @font-face of that CSS), 4 files it names copied from dist/',
    );
  });

  it('refuses a page that is not prerendered (no inline style)', () => {
    expect(() => staticFloorFiles('<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>', { read: () => Buffer.from(''), exists: () => false })).toThrow(/not a prerendered page/);
  });
});

describe('reactFloorSources', () => {
  it('renders the headline and text as JSX string literals (quotes and markup stay text)', () => {
    const files = reactFloorSources({ lang: 'lo', headline: 'ຫຼິ້ນເກມ "ດຽວນີ້"', text: '<b>not markup</b>' });
    expect(files.get('/index.html')).toContain('<html lang="lo">');
    expect(files.get('/index.html')).toContain('<script type="module" src="/main.jsx"></script>');
    const main = files.get('/main.jsx');
    expect(main).toContain("import { createRoot } from 'react-dom/client';");
    expect(main).toContain('<h1>{"ຫຼິ້ນເກມ \\"ດຽວນີ້\\""}</h1>');
    expect(main).toContain('<p>{"<b>not markup</b>"}</p>');
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside text files of 1 KB or more, as the app build does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-'));
    writeFileSync(join(dir, 'index.html'), '<p>ok</p>'.repeat(200));
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4096));
    await precompress(dir);
    expect(readdirSync(dir).sort()).toEqual(['font.woff2', 'index.html', 'index.html.br', 'index.html.gz', 'small.css']);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe('<p>ok</p>'.repeat(200));
  });
});
