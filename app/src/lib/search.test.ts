import { describe, expect, it } from 'vitest';
import {
  GAME_QUERY_MAX,
  GAME_TABS,
  tabCategory,
  validateAskmebetSearch,
  validateDepositSearch,
  validateGameLobbySearch,
  validateGameTabSearch,
} from './search';

describe('validateGameTabSearch', () => {
  it.each([
    [{ tab: 'Slot' }, { tab: 'Slot' }],
    [{ tab: 'slot' }, { tab: 'Slot' }],
    [{ tab: 'FISH' }, { tab: 'Fish' }],
    [{ tab: 'Chicken' }, { tab: 'Chicken' }],
    [{ tab: 'poker' }, {}],
    [{ tab: 3 }, {}],
    [{}, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateGameTabSearch(input)).toEqual(expected);
  });

  it('maps every tab back to its category', () => {
    expect(GAME_TABS.map(tabCategory)).toEqual(['slot', 'sport', 'casino', 'fish', 'card', 'chicken']);
  });
});

describe('validateGameLobbySearch', () => {
  it.each([
    [{ q: 'naga' }, { q: 'naga' }],
    [{ q: '  Golden Naga ' }, { q: 'Golden Naga' }],
    [{ q: '   ' }, {}],
    [{ q: 5 }, {}],
    [{}, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateGameLobbySearch(input)).toEqual(expected);
  });

  it('caps the text', () => {
    expect(validateGameLobbySearch({ q: 'x'.repeat(100) }).q).toHaveLength(GAME_QUERY_MAX);
  });

  it('askmebet keeps its tab and the search', () => {
    expect(validateAskmebetSearch({ tab: 'slot', q: 'wild', other: 1 })).toEqual({ tab: 'Slot', q: 'wild' });
  });
});

describe('validateDepositSearch', () => {
  it.each([
    [{ provider: 'gclub' }, { provider: 'gclub' }],
    [{ provider: 'gclub_live' }, { provider: 'gclub_live' }],
    [{ provider: 'GCLUB' }, {}],
    [{ provider: 'sbobet' }, {}],
    [{ provider: ['gclub'] }, {}],
    [{}, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateDepositSearch(input)).toEqual(expected);
  });
});

describe('every validator names the keys it owns', () => {
  // TanStack Router lays a route's validated search over the URL's: a dropped key must be there,
  // undefined, or the URL's value stays (?tab=poker would ask the API for category "poker").
  it.each([
    ['tab', validateGameTabSearch, { tab: 'poker' }],
    ['q', validateGameLobbySearch, { q: '   ' }],
    ['provider', validateDepositSearch, { provider: 'evil' }],
  ] as const)('%s: an unusable value is an explicit undefined', (key, validate, search) => {
    const result = new Map(Object.entries(validate(search)));
    expect(result.has(key)).toBe(true);
    expect(result.get(key)).toBeUndefined();
  });
});
