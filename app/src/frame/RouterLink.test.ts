import { describe, expect, it } from 'vitest';
import { splitHref } from './RouterLink';

describe('splitHref', () => {
  it.each([
    ['/player/deposit', { to: '/player/deposit', search: {}, hash: undefined }],
    ['/player/game/askmebet?tab=Slot', { to: '/player/game/askmebet', search: { tab: 'Slot' }, hash: undefined }],
    ['/player/deposit/history?page=2#top', { to: '/player/deposit/history', search: { page: 2 }, hash: 'top' }],
    ['/', { to: '/', search: {}, hash: undefined }],
  ])('%s', (href, expected) => {
    expect(splitHref(href)).toEqual(expected);
  });
});
