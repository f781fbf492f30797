import { isEntryActive } from '@dokkham/ui/NavigationDrawer';
import { describe, expect, it } from 'vitest';
import { PLAYER_MENU, type MenuEntry } from './menu';

const leaves = (entries: readonly MenuEntry[]): string[] => entries.flatMap((e) => (e.children ? leaves(e.children) : [e.href]));
const byId = (id: string): MenuEntry => {
  const all = (entries: readonly MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...all(e.children ?? [])]);
  const found = PLAYER_MENU.flatMap(all).find((e) => e.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('PLAYER_MENU', () => {
  it('has the two groups of the drawer', () => {
    expect(PLAYER_MENU).toHaveLength(2);
  });

  it('lists every player page of SPEC §2 once as a leaf, askmebet on its Slot tab', () => {
    expect(PLAYER_MENU.flatMap(leaves).sort()).toEqual(
      [
        '/player/bank',
        '/player/deposit',
        '/player/deposit/history',
        '/player/game/alphabet',
        '/player/game/askmebet?tab=Slot',
        '/player/game/gclub',
        '/player/game/gclub_live',
        '/player/promotion',
        '/player/promotion/history',
        '/player/responsible-gaming',
        '/player/withdraw',
        '/player/withdraw/history',
      ].sort(),
    );
  });

  it('marks a group active through its children (ui active rule)', () => {
    expect(isEntryActive(byId('games'), '/player/game/askmebet')).toBe(true);
    expect(isEntryActive(byId('history'), '/player/withdraw/history')).toBe(true);
    expect(isEntryActive(byId('deposit'), '/player/deposit/history')).toBe(false);
    expect(isEntryActive(byId('deposit'), '/player/deposit/')).toBe(true);
    expect(isEntryActive(byId('responsibleGaming'), '/player/responsible-gaming/')).toBe(true);
  });
});
