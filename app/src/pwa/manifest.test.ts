// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gold } from '@dokkham/ui/theme';
import { describe, expect, it } from 'vitest';
import { ICONS, webManifest } from './manifest';

const appFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('webManifest', () => {
  const manifest = webManifest({ background: gold.color.background, description: 'ເຕີມເຄຣດິດ' });

  it('is the whole origin, standalone, Lao first, in the theme colours', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Dokkham',
      short_name: 'Dokkham',
      lang: 'lo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0E0D0B',
      theme_color: '#0E0D0B',
    });
  });

  it('has the icons an install needs: 192 and 512, any and maskable', () => {
    const has = (sizes: string, purpose: string) => manifest.icons.some((i) => i.sizes === sizes && i.purpose === purpose);
    expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);
  });

  it.each(ICONS.map((icon) => [icon.src, icon] as const))('%s is committed at its size', (_src, icon) => {
    expect(pngSize(appFile(`public${icon.src}`))).toEqual({ width: icon.size, height: icon.size });
  });

  it("index.html's theme-color is the manifest's (one colour for the browser's bars)", () => {
    const html = readFileSync(appFile('index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<meta name="theme-color" content="${manifest.theme_color}"`, 'i'));
  });
});
