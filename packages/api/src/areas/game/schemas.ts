import * as z from 'zod/mini';
import { ID_MAX } from '../../constants';
import { GAME_CATEGORIES } from '../../values';
import { Provider } from '../../schemas/common';

export const GameCategory = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof GameCategory>;

export const Game = z.object({
  id: z.string(),
  provider: Provider,
  category: GameCategory,
  name: z.string(),
  /** An image URL served by the agency (the mock backend serves generated SVGs). */
  image: z.string(),
  tags: z.array(z.enum(['new', 'hot'])),
});
export type Game = z.infer<typeof Game>;

// GET /v2/games?provider&category
export const GamesQuery = z.object({ provider: Provider, category: z.optional(GameCategory) });
export type GamesQuery = z.infer<typeof GamesQuery>;
export const GamesResponse = z.object({
  provider: Provider,
  categories: z.array(GameCategory),
  games: z.array(Game),
});
export type GamesResponse = z.infer<typeof GamesResponse>;

// GET /v2/games/alphabet: alphabet's own lobby list
export const AlphabetGamesResponse = z.object({ games: z.array(Game) });
export type AlphabetGamesResponse = z.infer<typeof AlphabetGamesResponse>;

// POST /v2/games/open
export const OpenGameRequest = z.object({ provider: Provider, gameId: z.optional(z.string().check(z.maxLength(ID_MAX))) });
export type OpenGameRequest = z.infer<typeof OpenGameRequest>;
export const OpenGameResponse = z.object({ url: z.string() });
export type OpenGameResponse = z.infer<typeof OpenGameResponse>;
