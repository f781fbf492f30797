import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirect, validateLoginSearch } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/player', '/player'],
    ['/player/', '/player/'],
    ['/player/deposit', '/player/deposit'],
    ['/player/deposit/history?page=3', '/player/deposit/history?page=3'],
    ['/player/game/askmebet?tab=Slot#top', '/player/game/askmebet?tab=Slot#top'],
    // normalised: the dot segment stays inside the player area
    ['/player/x/../bank', '/player/bank'],
  ])('keeps the player path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'player/deposit',
    '/',
    '/login',
    '/players',
    '/playerdeposit',
    '/player/../login',
    '//evil.example/player',
    '/\\evil.example/player',
    '/\t/evil.example/player',
    'https://evil.example/player',
    'javascript:alert(1)//player',
    '/player\\..\\..\\login',
  ])('rejects %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});

describe('validateLoginSearch', () => {
  it('keeps a valid redirect and drops anything else', () => {
    expect(validateLoginSearch({ redirect: '/player/bank', other: 'x' })).toEqual({ redirect: '/player/bank' });
    expect(validateLoginSearch({ redirect: 'https://evil.example' })).toEqual({});
    expect(validateLoginSearch({})).toEqual({});
  });
});

describe('afterLoginPath', () => {
  it('returns to the page the player was sent from, else the player area', () => {
    expect(afterLoginPath({ redirect: '/player/withdraw' })).toBe('/player/withdraw');
    expect(afterLoginPath({ redirect: '//evil.example' })).toBe('/player');
    expect(afterLoginPath({})).toBe('/player');
  });
});
