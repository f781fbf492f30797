// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, LOGIN_PATH, sessionCookies, signIn } from './signin.mjs';

describe('sessionCookies', () => {
  it('keeps name and value, drops the attributes', () => {
    expect(sessionCookies(['dk_session=714df389; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800'])).toEqual([{ name: 'dk_session', value: '714df389' }]);
  });

  it('keeps an = inside the value and leaves deletions out', () => {
    expect(sessionCookies(['a=b=c; Path=/', 'old=; Path=/; Max-Age=0', 'x=1'])).toEqual([
      { name: 'a', value: 'b=c' },
      { name: 'x', value: '1' },
    ]);
  });

  it('writes a Cookie header', () => {
    expect(cookieHeader([{ name: 'a', value: '1' }, { name: 'b', value: '2' }])).toBe('a=1; b=2');
  });
});

describe('signIn', () => {
  /** A login endpoint: demo/demo1234 gets a cookie, anyone else 401. */
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const { username, password } = JSON.parse(body || '{}');
      if (req.method !== 'POST' || req.url !== LOGIN_PATH || req.headers['content-type'] !== 'application/json') return void res.writeHead(404).end();
      if (username === 'demo' && password === 'demo1234') {
        res.writeHead(200, { 'Set-Cookie': ['dk_session=s3cr3t; Path=/; HttpOnly'], 'Content-Type': 'application/json' }).end('{}');
      } else res.writeHead(401).end();
    });
  });
  let base = '';
  beforeAll(() => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((base = `http://127.0.0.1:${server.address().port}`)))));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the login as JSON and returns the session cookie', async () => {
    expect(await signIn(base, { username: 'demo', password: 'demo1234' })).toEqual([{ name: 'dk_session', value: 's3cr3t' }]);
  });

  it('rejects a refused login', async () => {
    await expect(signIn(base, { username: 'demo', password: 'nope' })).rejects.toThrow('login as demo: HTTP 401');
  });
});
