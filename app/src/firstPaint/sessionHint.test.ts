import { createQueryClient, queries, type PlayerInfoResponse } from '@dokkham/api';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '../lib/firstPaintNames';
import { followSession } from './sessionHint';

const INFO = { player: { id: 'p1', username: 'demo', displayName: 'Demo' } } as unknown as PlayerInfoResponse;

function setup() {
  const values = new Map<string, string>();
  const storage = {
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  } as unknown as Storage;
  const queryClient = createQueryClient();
  const stop = followSession(queryClient, storage);
  return { queryClient, hint: () => values.get(SIGNED_IN_HINT_KEY), stop };
}

describe('followSession (the signed-in hint of the prerendered pages)', () => {
  it('is set by a session answer with a player, cleared by a guest answer', () => {
    const { queryClient, hint } = setup();
    queryClient.setQueryData(queries.session().queryKey, INFO);
    expect(hint()).toBe('1');
    queryClient.setQueryData(queries.session().queryKey, null);
    expect(hint()).toBeUndefined();
  });

  it('is set by the /player check, cleared when the player data is forgotten (logout, the 401 rule)', () => {
    const { queryClient, hint } = setup();
    queryClient.setQueryData(queries.my().queryKey, { player: INFO.player });
    expect(hint()).toBe('1');
    queryClient.setQueryData(queries.session().queryKey, INFO);
    queryClient.removeQueries({ queryKey: ['player'] });
    expect(hint()).toBeUndefined();
  });

  it('ignores other queries, and stops when asked', () => {
    const { queryClient, hint, stop } = setup();
    queryClient.setQueryData(['agency', 'elsewhere'], { id: 'a' });
    expect(hint()).toBeUndefined();
    stop();
    queryClient.setQueryData(queries.session().queryKey, INFO);
    expect(hint()).toBeUndefined();
  });
});
