import {
  readGamePrefs,
  recordPlayedGame,
  setFavouriteGame,
  subscribeGamePrefs,
  type GamePrefs,
  type Provider,
} from '@dokkham/api';
import { useCallback, useSyncExternalStore } from 'react';

/** The signed-in player's favourites and recently played of one provider (device storage, api's). */
export function useGamePrefs(playerId: string | undefined, provider: Provider) {
  const prefs: GamePrefs = useSyncExternalStore(subscribeGamePrefs, () => readGamePrefs(playerId, provider));
  const setFavourite = useCallback(
    (gameId: string, favourite: boolean) => {
      if (playerId) setFavouriteGame(playerId, provider, gameId, favourite);
    },
    [playerId, provider],
  );
  const recordPlayed = useCallback(
    (gameId: string) => {
      if (playerId) recordPlayedGame(playerId, provider, gameId);
    },
    [playerId, provider],
  );
  return { ...prefs, setFavourite, recordPlayed };
}
