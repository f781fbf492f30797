import { describe, expect, it } from 'vitest';
import { isCurrentPath, isEntryActive, normalizePath, type ActiveRuleEntry } from './active';

const games: ActiveRuleEntry = {
  href: '/player/game/alphabet',
  children: [
    { href: '/player/game/alphabet' },
    { href: '/player/game/askmebet?tab=Slot' },
    { href: '/player/game/gclub' },
    { href: '/player/game/gclub_live' },
  ],
};
const deposit: ActiveRuleEntry = { href: '/player/deposit' };

describe('normalizePath', () => {
  it.each([
    ['/player/deposit', '/player/deposit'],
    ['/player/deposit/', '/player/deposit'],
    ['/player/game/askmebet?tab=Slot', '/player/game/askmebet'],
    ['/player/promotion/history#top', '/player/promotion/history'],
    ['/', '/'],
    ['/?lang=lo', '/'],
    ['', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('isCurrentPath', () => {
  it('ignores the query string and a trailing slash', () => {
    expect(isCurrentPath('/player/game/askmebet?tab=Slot', '/player/game/askmebet')).toBe(true);
    expect(isCurrentPath('/player/game/askmebet', '/player/game/askmebet?tab=Fish')).toBe(true);
    expect(isCurrentPath('/player/deposit', '/player/deposit/')).toBe(true);
  });
  it('does not match a prefix or a sibling', () => {
    expect(isCurrentPath('/player/deposit', '/player/deposit/history')).toBe(false);
    expect(isCurrentPath('/player/game/gclub', '/player/game/gclub_live')).toBe(false);
    expect(isCurrentPath('/', '/player')).toBe(false);
  });
});

describe('isEntryActive (SPEC §2)', () => {
  it('is active when the current path equals its link', () => {
    expect(isEntryActive(deposit, '/player/deposit')).toBe(true);
    expect(isEntryActive(deposit, '/player/deposit/?from=bar')).toBe(true);
  });
  it('is not active on another page, even a sub-page', () => {
    expect(isEntryActive(deposit, '/player/withdraw')).toBe(false);
    expect(isEntryActive(deposit, '/player/deposit/history')).toBe(false);
  });
  it('is active when any child matches, query strings ignored', () => {
    expect(isEntryActive(games, '/player/game/askmebet')).toBe(true);
    expect(isEntryActive(games, '/player/game/gclub_live/')).toBe(true);
    expect(isEntryActive(games, '/player/bank')).toBe(false);
  });
  it('looks through nested children', () => {
    const nested: ActiveRuleEntry = { href: '/a', children: [{ href: '/b', children: [{ href: '/c?x=1' }] }] };
    expect(isEntryActive(nested, '/c')).toBe(true);
    expect(isEntryActive(nested, '/d')).toBe(false);
  });
});
