// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byPrecedence, escapeRegExp, isRouteFile, ROUTES_DIR, routePattern } from './routePreloads';

const files = readdirSync(resolve(import.meta.dirname, '..', ROUTES_DIR), { recursive: true, encoding: 'utf8' }).filter(isRouteFile);
const matches = (file: string, path: string) => new RegExp(routePattern(file).pattern).test(path);

describe('escapeRegExp', () => {
  it('matches the text literally', () => {
    const text = 'a.b+c(d)[e]$f^g|h\\i?*{j}';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});

describe('routePattern (file routes as app.html maps them)', () => {
  it.each([
    ['__root.tsx', { pattern: '^/', layout: true, example: '/' }],
    ['index.tsx', { pattern: '^/?$', layout: false, example: '/' }],
    ['player/route.tsx', { pattern: '^/player(?:/|$)', layout: true, example: '/player' }],
    ['player/index.tsx', { pattern: '^/player/?$', layout: false, example: '/player' }],
    ['player/deposit/history.tsx', { pattern: '^/player/deposit/history/?$', layout: false, example: '/player/deposit/history' }],
    ['player/promotion/$promotionId.tsx', { pattern: '^/player/promotion/[^/]+/?$', layout: false, example: '/player/promotion/x' }],
    // A flat route out of its parent's layout: the receipt of one order.
    ['player/deposit/history_.$code.tsx', { pattern: '^/player/deposit/history/[^/]+/?$', layout: false, example: '/player/deposit/history/x' }],
  ])('%s', (file, expected) => {
    expect(routePattern(file)).toEqual(expected);
  });

  it('matches the paths each file serves, and not the others', () => {
    expect(matches('player/route.tsx', '/player/deposit')).toBe(true);
    expect(matches('player/route.tsx', '/players')).toBe(false);
    expect(matches('player/deposit/index.tsx', '/player/deposit/')).toBe(true);
    expect(matches('player/deposit/index.tsx', '/player/deposit/history')).toBe(false);
    expect(matches('player/game/gclub.tsx', '/player/game/gclub_live')).toBe(false);
    expect(matches('player/promotion/$promotionId.tsx', '/player/promotion/history')).toBe(true);
  });

  it('gives each page of src/routes one pattern, and one page per example path (the first match is the page)', () => {
    const pages = files.map((f) => routePattern(f)).filter((p) => !p.layout);
    expect(new Set(pages.map((p) => p.example)).size).toBe(pages.length);
    // A parameter's page also matches its siblings' paths: the map lists named pages first.
    const first = (path: string) => byPrecedence(pages).find((p) => new RegExp(p.pattern).test(path))?.example;
    expect(pages.filter((p) => new RegExp(p.pattern).test('/player/promotion/history'))).toHaveLength(2);
    expect(first('/player/promotion/history')).toBe('/player/promotion/history');
    expect(first('/player/promotion/FIX300')).toBe('/player/promotion/x');
    for (const page of pages) expect(first(page.example)).toBe(page.example);
  });
});
