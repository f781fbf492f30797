import { describe, expect, it } from 'vitest';
import { setup } from '../testing/setup';

describe('games', () => {
  it("lists a provider's games, its categories, and filters by category", async () => {
    const { client } = setup(['signedIn']);
    const all = await client.ok('games', { query: { provider: 'askmebet' } });
    expect(all.categories).toEqual(['slot', 'sport', 'casino', 'fish']);
    expect(all.games.every((g) => g.provider === 'askmebet')).toBe(true);
    const slots = await client.ok('games', { query: { provider: 'askmebet', category: 'slot' } });
    expect(slots.games.length).toBeGreaterThan(4);
    expect(slots.games.every((g) => g.category === 'slot')).toBe(true);
  });

  it('lists the alphabet lobby', async () => {
    const { client } = setup(['signedIn']);
    const { games } = await client.ok('alphabetGames');
    expect(games.length).toBeGreaterThan(10);
    expect(games.every((g) => g.provider === 'alphabet')).toBe(true);
  });

  it("serves each game image as a JPEG from the mock itself (its category's cover)", async () => {
    const { client } = setup(['signedIn']);
    const [game] = (await client.ok('alphabetGames')).games;
    expect(game?.image).toMatch(/^\/api\/__mock\/images\/.+\.jpg$/);
    const response = await client.raw('GET', game?.image ?? '');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const other = (await client.ok('alphabetGames')).games.find((g) => g.category !== game?.category);
    const otherCover = new Uint8Array(await (await client.raw('GET', other?.image ?? '')).arrayBuffer());
    expect(otherCover.length).toBeGreaterThan(1000);
  });

  it('opens a game: a URL under the mock naming the game', async () => {
    const { client } = setup(['signedIn']);
    const { url } = await client.ok('openGame', { body: { provider: 'gclub', gameId: 'gclub-baccarat-classic' } });
    expect(url).toBe('/api/__mock/play/gclub/gclub-baccarat-classic');
    const page = await client.raw('GET', url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<h1>Baccarat Classic</h1>');
    const lobby = await client.ok('openGame', { body: { provider: 'alphabet' } });
    expect(lobby.url).toBe('/api/__mock/play/alphabet');
    expect(await (await client.raw('GET', lobby.url)).text()).toContain('<h1>alphabet lobby</h1>');
  });

  it("refuses when the provider's credit is zero (GAME_CANNOT_OPEN) and unknown games (GAME_NOT_FOUND)", async () => {
    const { client } = setup(['signedIn', 'zeroCredit']);
    expect(await client.fails('openGame', { body: { provider: 'gclub' } })).toMatchObject({ status: 422, code: 'GAME_CANNOT_OPEN' });
    expect(await client.fails('openGame', { body: { provider: 'gclub', gameId: 'askmebet-roulette' } })).toMatchObject({
      status: 404,
      code: 'GAME_NOT_FOUND',
    });
  });

  it('largeLobby adds several hundred games to alphabet and askmebet, ids unique', async () => {
    const { client } = setup(['signedIn', 'largeLobby']);
    const { games } = await client.ok('alphabetGames');
    expect(games.length).toBeGreaterThan(600);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect((await client.ok('games', { query: { provider: 'askmebet' } })).games.length).toBeGreaterThan(600);
  });
});
