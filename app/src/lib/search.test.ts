import { describe, expect, it } from 'vitest';
import { GAME_TABS, tabCategory, validateDepositSearch, validateGameTabSearch } from './search';

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
