import { describe, expect, it } from 'vitest';
import { findPlayerByUsername } from '../db/queries';
import { fingerprintPayload, login, setup } from '../testing/setup';
import { createTestClient } from '../testing/client';
import { REGISTRATIONS_PER_DEVICE } from './auth';
import { FREE_FAILURES, LOCK_SECONDS } from './throttle';

const registration = (username: string, visitorId = 'device-1') => ({
  body: { username, password: 'secret123', confirmPassword: 'secret123', fingerprint: visitorId },
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
    const cookie = client.setCookies.at(-1) ?? '';
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
