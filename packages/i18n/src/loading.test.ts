/**
 * How texts arrive: Lao from the bundle and its lazy chunks, th/cn/vn over HTTP from /locales
 * (served by the Vite plugin), each namespace once; loadLanguage gives Storybook everything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadCallback } from 'i18next';
import { createLocalesBackend, defaultLoadPath } from './backend';
import { NAMESPACES } from './namespaces';
import { LOCALES_DIR } from './vite';

/** A fetch that serves locales/ like the Vite plugin does, and records what was asked. */
function localesFetch(options: { missing?: string } = {}) {
  const urls: string[] = [];
  const network = { online: true };
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    const m = /\/locales\/(\w+)\/(\w+)\.json$/.exec(url);
    if (!m || `${m[1]}/${m[2]}` === options.missing) return new Response('not found', { status: 404 });
    return new Response(readFileSync(join(LOCALES_DIR, m[1] ?? '', `${m[2]}.json`)), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, urls, network };
}

async function freshInstance() {
  vi.resetModules();
  return import('./instance');
}

function read(backend: ReturnType<typeof createLocalesBackend>, lng: string, ns: string) {
  return new Promise<{ err: unknown; data: unknown }>((resolve) => {
    const callback: ReadCallback = (err, data) => resolve({ err, data });
    backend.read(lng, ns, callback);
  });
}

describe('the backend', () => {
  it('fetches /locales/{lng}/{ns}.json under the base URL', async () => {
    expect(defaultLoadPath()).toBe('/locales/{{lng}}/{{ns}}.json');
    const { fetch, urls } = localesFetch();
    const { err, data } = await read(createLocalesBackend({ fetch }), 'th', 'nav');
    expect(err).toBeNull();
    expect(urls).toEqual(['/locales/th/nav.json']);
    expect((data as { navbar: { login: string } }).navbar.login).toBe('เข้าสู่ระบบ');
  });

  it('loads the lazy Lao namespaces from their chunk, not over HTTP', async () => {
    const { fetch, urls } = localesFetch();
    const { err, data } = await read(createLocalesBackend({ fetch }), 'lo', 'deposit');
    expect(err).toBeNull();
    expect(urls).toEqual([]);
    expect(data).toEqual(JSON.parse(readFileSync(join(LOCALES_DIR, 'lo/deposit.json'), 'utf8')));
  });

  it.each([
    ['a missing file: no retry', 404, false],
    ['a server error: retry', 503, true],
    ['too many requests: retry', 429, true],
  ])('%s', async (_, status, retry) => {
    const fetch: typeof globalThis.fetch = async () => new Response('x', { status });
    const { err, data } = await read(createLocalesBackend({ fetch }), 'vn', 'common');
    expect(String(err)).toContain(`HTTP ${status}`);
    expect(data).toBe(retry);
  });

  it('asks for a retry when the network fails, not when the body is not JSON', async () => {
    const offline: typeof globalThis.fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await read(createLocalesBackend({ fetch: offline }), 'cn', 'ui')).data).toBe(true);
    const html: typeof globalThis.fetch = async () => new Response('<html>', { status: 200 });
    expect((await read(createLocalesBackend({ fetch: html }), 'cn', 'ui')).data).toBe(false);
  });
});

describe('initI18n and loadLanguage', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('starts in Lao with no request, and loads other Lao namespaces on demand', async () => {
    const { fetch, urls } = localesFetch();
    const { i18n, initI18n, loadNamespaces } = await freshInstance();
    await initI18n({ fetch });
    expect(i18n.language).toBe('lo');
    expect(i18n.t('home:hero.login')).toBe('ເຂົ້າສູ່ລະບົບ');
    expect(i18n.hasResourceBundle('lo', 'deposit')).toBe(false);
    expect(i18n.hasResourceBundle('lo', 'nav')).toBe(false);
    await loadNamespaces(['deposit', 'nav']);
    expect(i18n.t('deposit:qr.paid')).toBe('ຂ້ອຍຈ່າຍແລ້ວ');
    expect(i18n.t('nav:navbar.login')).toBe('ເຂົ້າສູ່ລະບົບ');
    expect(urls).toEqual([]);
  });

  it('is idempotent', async () => {
    const { initI18n } = await freshInstance();
    const first = initI18n({ lng: 'lo' });
    expect(initI18n({ lng: 'th' })).toBe(first);
    expect((await first).language).toBe('lo');
  });

  it('fetches only the first-paint namespaces of another language at start', async () => {
    const { fetch, urls } = localesFetch();
    const { i18n, initI18n } = await freshInstance();
    await initI18n({ lng: 'th', fetch });
    expect(urls.sort()).toEqual(['/locales/th/common.json', '/locales/th/home.json', '/locales/th/ui.json']);
    expect(i18n.t('home:hero.login')).toBe('เข้าสู่ระบบ');
  });

  it('loadLanguage loads every namespace once, for Storybook', async () => {
    const { fetch, urls } = localesFetch();
    const { i18n, initI18n, loadLanguage } = await freshInstance();
    await initI18n({ fetch });
    await loadLanguage('vn');
    const missing = NAMESPACES.flatMap((ns) => (['vn', 'lo'] as const).filter((l) => !i18n.hasResourceBundle(l, ns)).map((l) => `${l}/${ns}`));
    expect(missing).toEqual([]);
    expect(urls.sort()).toEqual(NAMESPACES.map((ns) => `/locales/vn/${ns}.json`).sort());
    await loadLanguage('vn');
    expect(urls).toHaveLength(NAMESPACES.length);
    expect(i18n.getFixedT('vn')('deposit:qr.paid')).toBe('Tôi đã thanh toán');
  });

  it('loadLanguage rejects when a namespace cannot be loaded', async () => {
    const { fetch } = localesFetch({ missing: 'cn/bank' });
    const { initI18n, loadLanguage } = await freshInstance();
    await initI18n({ fetch });
    await expect(loadLanguage('cn')).rejects.toThrow('cn/bank');
  });

  it('setLanguage offline rejects as a network error and keeps the language; it works once back online', async () => {
    const { fetch, network } = localesFetch();
    const { i18n, initI18n, setLanguage } = await freshInstance();
    const { describeError } = await import('./errors');
    await initI18n({ fetch });
    network.online = false;
    const failure = await setLanguage('th').catch((error: unknown) => error);
    expect(describeError(failure).key).toBe('errors:codes.NETWORK_ERROR');
    expect(i18n.language).toBe('lo');
    expect(i18n.t('home:hero.login')).toBe('ເຂົ້າສູ່ລະບົບ');
    network.online = true;
    await setLanguage('th');
    expect(i18n.language).toBe('th');
    expect(i18n.t('home:hero.login')).toBe('เข้าสู่ระบบ');
  }, 15_000);

  it('setLanguage switches, loading the new language first', async () => {
    const { fetch } = localesFetch();
    const { i18n, initI18n, setLanguage } = await freshInstance();
    // Tests pass fetch through an explicit init; the app would call setLanguage from a menu.
    void initI18n({ fetch, lng: 'lo' });
    await setLanguage('cn');
    expect(i18n.language).toBe('cn');
    expect(i18n.t('common:action.save')).toBe('保存');
  });
});
