// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FLOOR_CSS, precompress, reactFloorSources, rootUrls, staticFloorFiles } from './floors.mjs';

describe('rootUrls', () => {
  it('finds root-relative URLs in CSS url() and HTML src/href, without query or hash', () => {
    const css = '@font-face{src:url(/assets/lao-400.woff2) format("woff2")}.logo{background:url("/favicon.svg?v=2")}.x{background:url(data:image/png;base64,AAA)}';
    const html = '<link rel="icon" href="/favicon.svg"><a href="/login#form">x</a><img src="//cdn.example/x.png"><a href="https://example.com/">y</a>';
    expect(rootUrls(css)).toEqual(['/assets/lao-400.woff2', '/favicon.svg']);
    expect(rootUrls(html)).toEqual(['/favicon.svg', '/login']);
  });
});

describe('staticFloorFiles', () => {
  const dist = {
    '/assets/index.css': '@font-face{src:url(/assets/lao.woff2)}body{color:gold}',
    '/assets/frame.css': '.nav{display:flex}',
    '/assets/lao.woff2': 'FONT',
    '/favicon.svg': '<svg/>',
  };
  const files = staticFloorFiles(
    {
      html: '<html lang="lo"><head><link rel="icon" href="/favicon.svg"><title>Dokkham</title></head><body><div id="root"><h1>ຫຼິ້ນເກມ</h1><a href="/login">x</a></div></body></html>',
      sheets: ['/assets/index.css', '/assets/frame.css'],
      styles: ['.radix{overflow:hidden}'],
    },
    { read: (path) => Buffer.from(dist[path]), exists: (path) => path in dist },
  );

  it('links one stylesheet: the sheets the page had applied, in order, then its <style> texts', () => {
    expect(files.get(FLOOR_CSS)).toBe('@font-face{src:url(/assets/lao.woff2)}body{color:gold}\n.nav{display:flex}\n.radix{overflow:hidden}');
    expect(files.get('/index.html')).toBe(
      '<!doctype html>\n<html lang="lo"><head><link rel="icon" href="/favicon.svg"><title>Dokkham</title><link rel="stylesheet" href="/floor.css"></head><body><div id="root"><h1>ຫຼິ້ນເກມ</h1><a href="/login">x</a></div></body></html>',
    );
  });

  it('copies the files the CSS and HTML name that the build has (fonts, icons), not links to pages', () => {
    expect([...files.keys()]).toEqual(['/index.html', FLOOR_CSS, '/assets/lao.woff2', '/favicon.svg']);
    expect(String(files.get('/assets/lao.woff2'))).toBe('FONT');
  });

  it('refuses a capture without a head', () => {
    expect(() => staticFloorFiles({ html: '<p>x</p>', sheets: [], styles: [] }, { read: () => Buffer.from(''), exists: () => false })).toThrow(/no <\/head>/);
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
