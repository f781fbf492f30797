// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../client';
import { createQueryClient } from '../../queries/policy';
import { clearPlayerData } from '../../queries/session';
import { readGamePrefs, recordPlayedGame, RECENT_GAMES_MAX, setFavouriteGame, subscribeGamePrefs } from './prefs';

describe('game prefs on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps favourites per player and provider, in the order marked', () => {
    setFavouriteGame('p1', 'gclub', 'a', true);
    setFavouriteGame('p1', 'gclub', 'b', true);
    setFavouriteGame('p1', 'gclub', 'a', false);
    setFavouriteGame('p1', 'gclub', 'c', true);
    expect(readGamePrefs('p1', 'gclub').favourites).toEqual(['b', 'c']);
    expect(readGamePrefs('p2', 'gclub').favourites).toEqual([]);
    expect(readGamePrefs('p1', 'alphabet').favourites).toEqual([]);
    expect(readGamePrefs(undefined, 'gclub').favourites).toEqual([]);
  });

  it('keeps the last played first, without repeats, at most RECENT_GAMES_MAX', () => {
    for (const id of ['a', 'b', 'c', 'a']) recordPlayedGame('p1', 'askmebet', id);
    expect(readGamePrefs('p1', 'askmebet').recent).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 10; i++) recordPlayedGame('p1', 'askmebet', `g${i}`);
    expect(readGamePrefs('p1', 'askmebet').recent).toHaveLength(RECENT_GAMES_MAX);
  });

  it('gives the same snapshot for the same stored text, and ignores damaged entries', () => {
    setFavouriteGame('p1', 'gclub', 'a', true);
    expect(readGamePrefs('p1', 'gclub')).toBe(readGamePrefs('p1', 'gclub'));
    localStorage.setItem('dokkham:games:p1:gclub', '{oops');
    expect(readGamePrefs('p1', 'gclub')).toEqual({ favourites: [], recent: [] });
  });

  it('tells subscribers, and clearPlayerData forgets every player’s prefs but nothing else', () => {
    const listener = vi.fn<() => void>();
    const unsubscribe = subscribeGamePrefs(listener);
    setFavouriteGame('p1', 'gclub', 'a', true);
    recordPlayedGame('p2', 'alphabet', 'b');
    localStorage.setItem('dokkham:lng', 'cn');
    expect(listener).toHaveBeenCalledTimes(2);

    const queryClient = createQueryClient({ api: {} as ApiClient });
    clearPlayerData(queryClient);
    expect(readGamePrefs('p1', 'gclub').favourites).toEqual([]);
    expect(readGamePrefs('p2', 'alphabet').recent).toEqual([]);
    expect(localStorage.getItem('dokkham:lng')).toBe('cn');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
