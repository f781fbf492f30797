import {
  queries,
  readGamePrefs,
  recordPlayedGame,
  setFavouriteGame,
  subscribeGamePrefs,
  type GamePrefs,
  type Provider,
} from '@dokkham/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The signed-in player's favourites and recently played of one provider (device storage, api's). */
export function useGamePrefs(playerId: string | undefined, provider: Provider) {
  const queryClient = useQueryClient();
  const prefs: GamePrefs = useSyncExternalStore(subscribeGamePrefs, () => readGamePrefs(playerId, provider));
  // A game can be starred or opened before the profile has loaded (the grid comes first on a slow
  // network): the change waits for the player's id instead of being dropped.
  const withPlayer = useCallback(
    (change: (playerId: string) => void) =>
      void queryClient.ensureQueryData(queries.my()).then(
        ({ player }) => change(player.id),
        () => undefined,
      ),
    [queryClient],
  );
  const setFavourite = useCallback(
    (gameId: string, favourite: boolean) => withPlayer((id) => setFavouriteGame(id, provider, gameId, favourite)),
    [withPlayer, provider],
  );
  const recordPlayed = useCallback(
    (gameId: string) => withPlayer((id) => recordPlayedGame(id, provider, gameId)),
    [withPlayer, provider],
  );
  return { ...prefs, setFavourite, recordPlayed };
}
