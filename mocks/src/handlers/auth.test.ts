import { describe, expect, it } from 'vitest';
import { findPlayerByUsername } from '../db/queries';
import { fingerprintPayload, login, setup } from '../testing/setup';
import { createTestClient } from '../testing/client';
import { REGISTRATIONS_PER_DEVICE } from './auth';
import { FREE_FAILURES, LOCK_SECONDS, UNKNOWN_CLIENTS_FREE_FAILURES } from './throttle';

const registration = (username: string, visitorId = 'device-1') => ({
  body: { username, password: 'secret123', confirmPassword: 'secret123', fingerprint: visitorId, adult: true },
  headers: { 'X-Fingerprint': visitorId },
});

describe('register', () => {
  it('creates a player (201) who can then log in', async () => {
    const { client } = setup();
    const result = await client.call('register', registration('somphone_99'));
    expect(result.status).toBe(201);
    const { player } = await client.ok('login', { body: { username: 'somphone_99', password: 'secret123' } });
    expect(player.username).toBe('somphone_99');
    expect(player.lastLoginAt).not.toBe('0001-01-01T00:00:00Z');
  });

  it('refuses a taken username with USERNAME_TAKEN (409)', async () => {
    const { client } = setup();
    expect(await client.fails('register', registration('demo'))).toMatchObject({ status: 409, code: 'USERNAME_TAKEN' });
  });

  it.each([
    ['too short', 'abc', 'validation:username.tooShort'],
    ['too long', 'a'.repeat(17), 'validation:username.tooLong'],
    ['upper case', 'Somphone', 'validation:username.chars'],
    ['a space', 'som phone', 'validation:username.chars'],
  ])('refuses a username that is %s with VALIDATION_ERROR on the field', async (_, username, message) => {
    const { client } = setup();
    const { status, code, error } = await client.fails('register', registration(username));
    expect([status, code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(error.fields).toContainEqual({ path: 'username', message });
  });

  it('refuses a confirm password that does not match', async () => {
    const { client } = setup();
    const request = registration('somphone');
    const { code, error } = await client.fails('register', { ...request, body: { ...request.body, confirmPassword: 'other1234' } });
    expect(code).toBe('VALIDATION_ERROR');
    expect(error.fields).toContainEqual({ path: 'confirmPassword', message: 'validation:confirmPassword.mismatch' });
  });

  it('needs the fingerprint in the body and the X-Fingerprint header (FINGERPRINT_REQUIRED)', async () => {
    const { client } = setup();
    const request = registration('somphone');
    expect(await client.fails('register', { body: request.body })).toMatchObject({ status: 400, code: 'FINGERPRINT_REQUIRED' });
    expect(await client.fails('register', { ...request, body: { ...request.body, fingerprint: '' } })).toMatchObject({
      code: 'FINGERPRINT_REQUIRED',
    });
    expect(await client.fails('register', { ...request, headers: { 'X-Fingerprint': 'another-device' } })).toMatchObject({
      code: 'FINGERPRINT_REQUIRED',
    });
  });

  it(`allows ${REGISTRATIONS_PER_DEVICE} players per device, then REGISTER_FAILED`, async () => {
    const { client } = setup();
    for (let i = 0; i < REGISTRATIONS_PER_DEVICE; i++) await client.ok('register', registration(`player${i}`, 'farm'));
    expect(await client.fails('register', registration('player9', 'farm'))).toMatchObject({ status: 403, code: 'REGISTER_FAILED' });
  });
});

describe('username validate', () => {
  it('says whether a username is free', async () => {
    const { client } = setup();
    expect(await client.ok('usernameValidate', { body: { username: 'demo' } })).toEqual({ username: 'demo', available: false });
    expect(await client.ok('usernameValidate', { body: { username: 'free-name' } })).toEqual({ username: 'free-name', available: true });
  });
});

describe('login and logout', () => {
  it('names each missing field with its translated key (VALIDATION_ERROR), never a raw zod message', async () => {
    const { client } = setup();
    const { status, code, error } = await client.fails('login', { body: {} as never });
    expect([status, code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'validation:username.required' },
        { path: 'password', message: 'validation:password.required' },
      ]),
    );
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on Path=/', async () => {
    const { client } = setup();
    const { player } = await login(client);
    expect(player.displayName).toBe('Somsack');
    const cookie = client.setCookies.find((c) => c.startsWith('dk_session=')) ?? '';
    expect(cookie).toMatch(/^dk_session=[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
  });

  it('answers LOGIN_FAILED (401) for a wrong password or an unknown user', async () => {
    const { client } = setup();
    expect(await client.fails('login', { body: { username: 'demo', password: 'wrong-pass' } })).toMatchObject({
      status: 401,
      code: 'LOGIN_FAILED',
    });
    expect(await client.fails('login', { body: { username: 'nobody', password: 'demo1234' } })).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(client.cookies.size).toBe(0);
  });

  it('logout clears the cookie and the session', async () => {
    const { client } = setup();
    await login(client);
    await client.ok('my');
    const token = client.cookies.get('dk_session') as string;
    await client.ok('logout');
    expect(client.setCookies.at(-1)).toMatch(/^dk_session=; .*Max-Age=0/);
    expect(await client.fails('my')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    // The old token is dead even if someone kept it.
    client.cookies.set('dk_session', token);
    expect(await client.fails('playerInfo')).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('logout also ends the cookie-less default session', async () => {
    const { client } = setup(['signedIn']);
    await client.ok('my');
    await client.ok('logout');
    expect(await client.fails('my')).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('player', () => {
  it('my and player info name the signed-in player, never the password', async () => {
    const { client } = setup();
    await login(client, 'demo');
    const my = await client.ok('my');
    const info = await client.ok('playerInfo');
    expect(my.player.id).toBe(info.player.id);
    expect(info.credential.username).toBe('demo');
    expect(info.bankAccounts).toHaveLength(1);
    const raw = await client.raw('GET', '/api/v2/players/info');
    expect(await raw.text()).not.toContain('demo1234');
  });

  it('a cookie wins over the default session', async () => {
    const { client } = setup(['signedIn']);
    await login(client, 'newbie');
    expect((await client.ok('my')).player.username).toBe('newbie');
  });
});

describe('password change', () => {
  it('changes the password when the current one is right', async () => {
    const { client } = setup();
    await login(client);
    await client.ok('passwordChange', { body: { currentPassword: 'demo1234', newPassword: 'new-pass-99' } });
    await client.ok('logout');
    expect(await client.fails('login', { body: { username: 'demo', password: 'demo1234' } })).toMatchObject({ code: 'LOGIN_FAILED' });
    await client.ok('login', { body: { username: 'demo', password: 'new-pass-99' } });
  });

  it('answers PASSWORD_INCORRECT (not a 401, which would send the player to /login)', async () => {
    const { client } = setup(['signedIn']);
    const { status, code } = await client.fails('passwordChange', { body: { currentPassword: 'not-my-pass', newPassword: 'new-pass-99' } });
    expect([status, code]).toEqual([422, 'PASSWORD_INCORRECT']);
  });

  it('refuses a new password shorter than 8', async () => {
    const { client } = setup(['signedIn']);
    const { code, error } = await client.fails('passwordChange', { body: { currentPassword: 'demo1234', newPassword: 'short' } });
    expect(code).toBe('VALIDATION_ERROR');
    expect(error.fields?.[0]?.path).toBe('newPassword');
  });
});

describe('password guessing', () => {
  const wrong = { username: 'demo', password: 'wrong-pass' };

  it('answers the first wrong logins at once, then 429 with Retry-After (even for the right password), until the lock ends', async () => {
    const { client, db } = setup();
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await client.fails('login', { body: wrong })).code).toBe('LOGIN_FAILED');
    // The next failure locks: from now on, 429 for this username.
    expect((await client.fails('login', { body: wrong })).code).toBe('LOGIN_FAILED');
    for (let i = FREE_FAILURES + 2; i <= 30; i += 1) {
      const answer = await client.raw('POST', '/api/v2/players/login', wrong);
      expect(answer.status).toBe(429);
      expect(answer.headers.get('Retry-After')).toBe(String(LOCK_SECONDS));
    }
    const right = await client.fails('login', { body: { username: 'demo', password: 'demo1234' } });
    expect(right).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS', error: { params: { retryAfter: LOCK_SECONDS } } });
    // Another username is not affected (the brake is per username, known or not).
    expect((await client.fails('login', { body: { username: 'nobody', password: 'whatever1' } })).code).toBe('LOGIN_FAILED');
    db.clock.advance(LOCK_SECONDS * 1000);
    await client.ok('login', { body: { username: 'demo', password: 'demo1234' } });
    // A success clears the count.
    expect((await client.fails('login', { body: wrong })).code).toBe('LOGIN_FAILED');
  });

  it('one client is slowed, not the player: the same username from another address still logs in', async () => {
    const { client } = setup();
    const from = (address: string) => ({ headers: { 'X-Real-IP': address } });
    for (let i = 0; i <= FREE_FAILURES; i += 1) await client.fails('login', { body: wrong, ...from('198.51.100.7') });
    expect((await client.fails('login', { body: { username: 'demo', password: 'demo1234' }, ...from('198.51.100.7') })).status).toBe(429);
    await client.ok('login', { body: { username: 'demo', password: 'demo1234' }, ...from('203.0.113.9') });
  });

  it('guesses from many addresses lock the username for every client it does not know, the right password too; a browser that logged it in before still logs in', async () => {
    const { api, client, db } = setup();
    const owner = createTestClient({ api });
    const right = { username: 'demo', password: 'demo1234' };
    await owner.ok('login', { body: right, headers: { 'X-Real-IP': '203.0.113.9' } });
    expect(owner.setCookies.find((c) => c.startsWith('dk_device='))).toMatch(/^dk_device=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const statuses = [];
    for (let i = 0; i <= UNKNOWN_CLIENTS_FREE_FAILURES + 1; i += 1)
      statuses.push((await client.call('login', { body: wrong, headers: { 'X-Real-IP': `198.51.100.${i}` } })).status);
    expect(statuses).toEqual([...Array(UNKNOWN_CLIENTS_FREE_FAILURES + 1).fill(401), 429]);
    expect((await client.fails('login', { body: right, headers: { 'X-Real-IP': '192.0.2.1' } })).code).toBe('TOO_MANY_REQUESTS');
    // The owner's device, from a new address even: in.
    await owner.ok('login', { body: right, headers: { 'X-Real-IP': '192.0.2.200' } });
    // A device cookie of another username counts for nothing here.
    const other = createTestClient({ api });
    await other.ok('login', { body: { username: 'newbie', password: 'newbie1234' } });
    expect((await other.fails('login', { body: right })).code).toBe('TOO_MANY_REQUESTS');
    // Nor does a made-up one.
    other.cookies.set('dk_device', 'f'.repeat(32));
    expect((await other.fails('login', { body: right })).code).toBe('TOO_MANY_REQUESTS');
    db.clock.advance(LOCK_SECONDS * 1000);
    await client.ok('login', { body: right, headers: { 'X-Real-IP': '192.0.2.1' } });
  });

  it("a known browser's own failures still slow it", async () => {
    const { client } = setup();
    await client.ok('login', { body: { username: 'demo', password: 'demo1234' } });
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect((await client.fails('login', { body: wrong })).code).toBe('LOGIN_FAILED');
    expect((await client.fails('login', { body: wrong })).status).toBe(429);
  });

  it("a password change forgets the player's other browsers (they are unknown clients again)", async () => {
    const { api, client, db } = setup();
    const right = { username: 'demo', password: 'demo1234' };
    const phone = createTestClient({ api });
    await phone.ok('login', { body: right });
    await client.ok('login', { body: right });
    expect(db.devices.size).toBe(2);
    await client.ok('passwordChange', { body: { currentPassword: 'demo1234', newPassword: 'new-pass-99' } });
    expect([...db.devices.values()]).toHaveLength(1);
    expect(db.devices.has(client.cookies.get('dk_device') as string)).toBe(true);
  });

  it('locks longer after each further failure', async () => {
    const { client, db } = setup();
    for (let i = 0; i <= FREE_FAILURES; i += 1) await client.fails('login', { body: wrong });
    db.clock.advance(LOCK_SECONDS * 1000);
    expect((await client.fails('login', { body: wrong })).code).toBe('LOGIN_FAILED');
    expect((await client.fails('login', { body: wrong })).error.params).toEqual({ retryAfter: LOCK_SECONDS * 2 });
  });

  it('throttles wrong current passwords per player the same way', async () => {
    const { client } = setup(['signedIn']);
    const body = { currentPassword: 'not-my-pass', newPassword: 'new-pass-99' };
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect((await client.fails('passwordChange', { body })).code).toBe('PASSWORD_INCORRECT');
    for (let i = 0; i < 14; i += 1) expect((await client.fails('passwordChange', { body })).status).toBe(429);
    expect((await client.fails('passwordChange', { body: { ...body, currentPassword: 'demo1234' } })).code).toBe('TOO_MANY_REQUESTS');
  });

  it("a password change ends the player's other sessions, not the one that changed it", async () => {
    const { api, client } = setup();
    const phone = createTestClient({ api });
    await login(client);
    await login(phone);
    const other = await login(createTestClient({ api }), 'newbie');
    await client.ok('passwordChange', { body: { currentPassword: 'demo1234', newPassword: 'new-pass-99' } });
    await client.ok('my');
    expect(await phone.fails('my')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(other.player.username).toBe('newbie');
    expect([...api.db.sessions.values()].filter((s) => s.playerId === other.player.id)).toHaveLength(1);
  });
});

describe('fingerprint', () => {
  it('records the report and answers the visitor id', async () => {
    const { client, api } = setup(['signedIn']);
    const answer = await client.ok('fingerprint', { body: { fingerprint: fingerprintPayload('v-42') } });
    expect(answer.visitorId).toBe('v-42');
    const demo = findPlayerByUsername(api.db, 'demo');
    expect(api.db.fingerprints.at(-1)).toMatchObject({ playerId: demo?.id, visitorId: 'v-42', source: 'report' });
  });
});
