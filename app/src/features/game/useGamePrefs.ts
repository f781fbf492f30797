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
  const setFavourite = useCallback(
    (gameId: string, favourite: boolean) => {
      if (playerId) setFavouriteGame(playerId, provider, gameId, favourite);
    },
    [playerId, provider],
  );
  // A game can be opened before the profile has loaded (the grid comes first on a slow network):
  // the played game waits for the player's id instead of being dropped.
  const recordPlayed = useCallback(
    (gameId: string) => {
      void queryClient.ensureQueryData(queries.my()).then(
        ({ player }) => recordPlayedGame(player.id, provider, gameId),
        () => undefined,
      );
    },
    [queryClient, provider],
  );
  return { ...prefs, setFavourite, recordPlayed };
}
