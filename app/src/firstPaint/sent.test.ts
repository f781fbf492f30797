import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENT_KEY } from '../lib/firstPaintNames';
import { fetchTakingSent, forgetSent, sentRequest, type SentRequest } from './sent';

const URL_ = '/api/v2/players/login';
const BODY = '{"username":"ab","password":"secret 1"}';
const holder = window as { [SENT_KEY]?: SentRequest };
const own = new Response('own');

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(own)));
});
afterEach(() => {
  delete holder[SENT_KEY];
  vi.unstubAllGlobals();
});

describe('the api client\'s fetch beside a request the shell sent', () => {
  it('answers the same request (URL, POST, body) with the shell\'s answer, once; the next is sent', async () => {
    const early = new Response('early');
    holder[SENT_KEY] = { url: URL_, body: BODY, response: Promise.resolve(early) };
    await expect(fetchTakingSent(URL_, { method: 'POST', body: BODY })).resolves.toBe(early);
    expect(fetch).not.toHaveBeenCalled();
    expect(holder[SENT_KEY]).toBeUndefined();
    await expect(fetchTakingSent(URL_, { method: 'POST', body: BODY })).resolves.toBe(own);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a network failure of the shell\'s request is the answer too: a mutation is never sent again by itself', async () => {
    holder[SENT_KEY] = { url: URL_, body: BODY, response: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(fetchTakingSent(URL_, { method: 'POST', body: BODY })).rejects.toThrow('Failed to fetch');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a different body itself, and forgets the shell\'s request (what was sent is not what the player now submits)', async () => {
    holder[SENT_KEY] = { url: URL_, body: BODY, response: Promise.resolve(new Response('early')) };
    await expect(fetchTakingSent(URL_, { method: 'POST', body: '{"username":"ab","password":"other"}' })).resolves.toBe(own);
    expect(holder[SENT_KEY]).toBeUndefined();
  });

  it('leaves it for other requests (another URL, a GET)', async () => {
    holder[SENT_KEY] = { url: URL_, body: BODY, response: Promise.resolve(new Response('early')) };
    await fetchTakingSent('/api/v2/players/my', { method: 'GET' });
    await fetchTakingSent(URL_);
    await fetchTakingSent('/api/v2/players/register', { method: 'POST', body: BODY });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(holder[SENT_KEY]?.body).toBe(BODY);
  });

  it('tells whether one waits, and forgets it', () => {
    expect(sentRequest()).toBeUndefined();
    holder[SENT_KEY] = { url: URL_, body: BODY, response: Promise.resolve(new Response('early')) };
    expect(sentRequest()?.url).toBe(URL_);
    forgetSent();
    expect(sentRequest()).toBeUndefined();
  });
});
