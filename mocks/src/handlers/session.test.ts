import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from '../db/sessions';
import { login, setup } from '../testing/setup';
import { createTestClient } from '../testing/client';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe("the player's sessions", () => {
  it('lists each signed-in browser by id (never its cookie), the current first and marked', async () => {
    const { api, client } = setup();
    const phone = createTestClient({ api });
    await login(client);
    await login(phone);
    const { sessions } = await client.ok('sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    const tokens = [...api.db.sessions.keys()];
    for (const s of sessions) expect(tokens).not.toContain(s.id);
  });

  it('revoke ends another session: its next request is 401', async () => {
    const { api, client } = setup();
    const phone = createTestClient({ api });
    await login(client);
    await login(phone);
    const other = (await client.ok('sessions')).sessions.find((s) => !s.current);
    expect(await client.ok('revokeSession', { params: { id: other?.id ?? '' } })).toEqual({ revoked: 1 });
    expect(await phone.fails('my')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await client.ok('sessions')).sessions).toHaveLength(1);
  });

  it('refuses the current session (SESSION_CURRENT, 409) and an unknown or foreign id (SESSION_NOT_FOUND, 404)', async () => {
    const { api, client } = setup();
    const stranger = createTestClient({ api });
    await login(client);
    await login(stranger, 'newbie');
    const [mine] = (await client.ok('sessions')).sessions;
    expect(await client.fails('revokeSession', { params: { id: mine?.id ?? '' } })).toMatchObject({ status: 409, code: 'SESSION_CURRENT' });
    const [theirs] = (await stranger.ok('sessions')).sessions;
    expect(await client.fails('revokeSession', { params: { id: theirs?.id ?? '' } })).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
    expect(await client.fails('revokeSession', { params: { id: 'no-such-session' } })).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
    await stranger.ok('my');
  });

  it('revoke-others answers how many ended and keeps this one and other players', async () => {
    const { api, client } = setup();
    await login(client);
    await login(createTestClient({ api }));
    await login(createTestClient({ api }));
    const stranger = createTestClient({ api });
    await login(stranger, 'newbie');
    expect(await client.ok('revokeOtherSessions')).toEqual({ revoked: 2 });
    expect(await client.ok('revokeOtherSessions')).toEqual({ revoked: 0 });
    await client.ok('my');
    await stranger.ok('my');
  });

  it('the cookie-less default session is listed as this device, with the otherSessions scenario\'s devices', async () => {
    const { client } = setup(['signedIn', 'otherSessions']);
    const { sessions } = await client.ok('sessions');
    expect(sessions.map((s) => [s.current, s.device.type, s.device.os, s.device.browser])).toEqual([
      [true, 'desktop', null, null],
      [false, 'phone', 'Android', 'Chrome'],
      [false, 'desktop', 'Windows', 'Edge'],
    ]);
    expect(await client.fails('revokeSession', { params: { id: sessions[0]?.id ?? '' } })).toMatchObject({ code: 'SESSION_CURRENT' });
    expect(await client.ok('revokeOtherSessions')).toEqual({ revoked: 2 });
  });

  it('reads the device in plain words from the User-Agent', () => {
    expect(deviceFromUserAgent(IPHONE)).toEqual({ type: 'phone', os: 'iOS', browser: 'Safari' });
    expect(deviceFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1')).toMatchObject({ type: 'tablet' });
    expect(deviceFromUserAgent(null)).toEqual({ type: 'desktop', os: null, browser: null });
  });
});
