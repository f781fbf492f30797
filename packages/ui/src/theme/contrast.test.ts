import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast';
import { themeTokens, type ThemeColors } from './tokens';

type Role = keyof ThemeColors;

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for control boundaries and focus indicators (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

const surfaces: Role[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];
const textRoles: Role[] = ['text', 'textMuted', 'accentText'];
const nonTextRoles: Role[] = ['borderStrong', 'focusRing', 'accent'];
const badges = ['success', 'warning', 'critical', 'neutral'] as const;

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777', '#FFF')).toBeLessThan(4.5);
  });
  it('rejects colours it cannot judge', () => {
    expect(() => parseHex('rgba(0,0,0,0.5)')).toThrow('Not an opaque hex colour');
  });
});

describe.each(Object.entries(themeTokens))('theme %s', (_name, theme) => {
  const c = theme.color;

  it.each(textRoles.flatMap((fg) => surfaces.map((bg) => [fg, bg] as const)))(
    'text %s on %s >= 4.5',
    (fg, bg) => {
      expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(TEXT);
    },
  );

  it.each(nonTextRoles.flatMap((fg) => surfaces.map((bg) => [fg, bg] as const)))(
    'control colour %s on %s >= 3',
    (fg, bg) => {
      expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(NON_TEXT);
    },
  );

  it.each([...new Set([c.accent, c.accentHover, ...theme.gradientStops])])(
    'onAccent on accent fill %s >= 4.5',
    (fill) => {
      expect(contrastRatio(c.onAccent, fill)).toBeGreaterThanOrEqual(TEXT);
    },
  );

  it.each([c.danger, c.dangerHover])('onDanger on danger fill %s >= 4.5', (fill) => {
    expect(contrastRatio(c.onDanger, fill)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(badges)('%s badge text on its background >= 4.5', (kind) => {
    expect(contrastRatio(c[`${kind}Text`], c[`${kind}Background`])).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(badges)('%s text as plain text on every surface >= 4.5', (kind) => {
    for (const bg of surfaces) expect(contrastRatio(c[`${kind}Text`], c[bg])).toBeGreaterThanOrEqual(TEXT);
  });

  it('accent text stays readable on the accent tint of selected items', () => {
    // accentSubtle is translucent: composite it over the surface before measuring.
    const tint = composite(c.accentSubtle, c.surface);
    expect(contrastRatio(c.accentText, tint)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(c.text, tint)).toBeGreaterThanOrEqual(TEXT);
  });
});

function composite(rgba: string, under: string): string {
  const m = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(rgba);
  if (!m) throw new Error(`Not rgba: ${rgba}`);
  const [r, g, b, a] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  const base = parseHex(under);
  const mix = [r, g, b].map((v, i) => Math.round(v * a + base[i]! * (1 - a)));
  return `#${mix.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
