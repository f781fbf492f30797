import { describe, expect, it } from 'vitest';
import { documentFor, isAppNavigation, isNetworkOnly } from './rules';

const ORIGIN = 'https://agency.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('isNetworkOnly', () => {
  it.each(['/api', '/api/', '/api/v2/agency/info', '/api/v2/players/deposit', '/api/__mock/reset', '/csp-report', '/csp-report/x'])(
    '%s goes to the network',
    (path) => expect(isNetworkOnly(path)).toBe(true),
  );

  it.each(['/', '/apis', '/apidocs/x', '/login', '/player/api', '/csp-reports', '/assets/api-1.js'])('%s does not', (path) =>
    expect(isNetworkOnly(path)).toBe(false),
  );
});

describe('isAppNavigation', () => {
  it.each(['/', '/login', '/login/', '/register', '/player/deposit', '/player/deposit/history?page=2', '/player/promotion/p-1', '/no/such/page'])(
    '%s gets the app',
    (path) => expect(isAppNavigation(at(path), ORIGIN)).toBe(true),
  );

  it.each([
    // the API and the mock's control endpoints are never the app, even when opened as a page
    '/api/v2/agency/info',
    '/api/__mock/state',
    '/csp-report',
    // files: the server answers them (or 404s), not the SPA fallback
    '/favicon.svg',
    '/sw.js',
    '/manifest.webmanifest',
    '/locales/th/common.json',
    '/assets/index-abc.js',
  ])('%s does not', (path) => expect(isAppNavigation(at(path), ORIGIN)).toBe(false));

  it('another origin is never the app', () => {
    expect(isAppNavigation(new URL('https://wa.me/856'), ORIGIN)).toBe(false);
  });
});

describe('documentFor', () => {
  const shellOnly = new Set(['/index.html']);
  const prerendered = new Set(['/index.html', '/app.html', '/login/index.html', '/register.html']);

  it('is the app shell for every route of a build without prerendered pages', () => {
    for (const path of ['/', '/login', '/register/', '/player/deposit']) expect(documentFor(path, shellOnly)).toBe('/index.html');
  });

  it('picks a prerendered page as the server does (path.html, then path/index.html, else app.html)', () => {
    expect(documentFor('/', prerendered)).toBe('/index.html');
    expect(documentFor('/login', prerendered)).toBe('/login/index.html');
    expect(documentFor('/login/', prerendered)).toBe('/login/index.html');
    expect(documentFor('/register', prerendered)).toBe('/register.html');
    // index.html is the landing's page then: every other route gets the SPA fallback
    expect(documentFor('/player/deposit', prerendered)).toBe('/app.html');
    expect(documentFor('/login/extra', prerendered)).toBe('/app.html');
  });
});
