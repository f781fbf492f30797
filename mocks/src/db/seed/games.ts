import type { GameCategory, Provider } from '@dokkham/api/schemas';
import type { GameRecord } from '../types';

type Catalogue = Record<Provider, Partial<Record<GameCategory, readonly string[]>>>;

/** Game names per provider and category; '*' marks new, '!' marks hot. */
const CATALOGUE: Catalogue = {
  alphabet: {
    slot: ['Golden Naga!', 'Mekong Fortune', 'Lucky Elephant*', 'Lotus Treasure', 'Phoenix Rising', 'Jade Tiger!', 'Dragon Pearl', 'Temple of Gold'],
    fish: ['Ocean King!', 'Fish Hunter Deluxe', 'Mekong Catch*'],
    card: ['Pok Deng', 'Kaeng Lao*', 'Hi-Lo', 'Keno 80'],
    chicken: ['Cockfight Arena!', 'Rooster Derby'],
  },
  askmebet: {
    slot: ['Wild Buffalo!', 'Samurai Spin', 'Mahjong Ways*', 'Candy Blast', 'Fruit Party', 'Thunder Zeus!', 'Pirate Gold', 'Neon Vegas*'],
    sport: ['Football Asian Handicap!', 'Muay Thai Live', 'Basketball', 'E-Sports Arena*'],
    casino: ['Speed Baccarat', 'Roulette', 'Sic Bo'],
    fish: ['Golden Toad', 'Shark Hunter*'],
  },
  gclub: {
    casino: ['Baccarat Classic!', 'Dragon Tiger', 'Fan Tan', 'Roulette Royale', 'Sic Bo Deluxe', 'Blackjack'],
    card: ["Texas Hold'em", 'Pok Deng Gclub*', 'Three Card Poker'],
  },
  gclub_live: {
    casino: ['Live Baccarat Squeeze!', 'Live Dragon Tiger', 'Live Roulette*', 'Live Sic Bo', 'Live Blackjack', 'Live Fan Tan'],
  },
};

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedGames(): GameRecord[] {
  const games: GameRecord[] = [];
  for (const [provider, categories] of Object.entries(CATALOGUE) as [Provider, Catalogue[Provider]][]) {
    for (const [category, names] of Object.entries(categories) as [GameCategory, readonly string[]][]) {
      for (const raw of names) {
        const name = raw.replace(/[*!]$/, '');
        const tags: GameRecord['tags'] = raw.endsWith('*') ? ['new'] : raw.endsWith('!') ? ['hot'] : [];
        games.push({ id: `${provider}-${slug(name)}`, provider, category, name, tags });
      }
    }
  }
  return games;
}
