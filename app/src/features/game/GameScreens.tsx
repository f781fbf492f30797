import { GameLobby } from './GameLobby';

/** The four provider lobbies, one per route (askmebet's tab lives in its URL). */
export const AlphabetScreen = () => <GameLobby provider="alphabet" />;
export const AskmebetScreen = () => <GameLobby provider="askmebet" />;
export const GclubScreen = () => <GameLobby provider="gclub" />;
export const GclubLiveScreen = () => <GameLobby provider="gclub_live" />;
