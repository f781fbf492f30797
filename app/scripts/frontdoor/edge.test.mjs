// @vitest-environment node
// edge.js as the Node server runs it (nginx runs the same file through njs: frontdoor.suite.mjs).
import { describe, expect, it } from 'vitest';
import edge from './edge.js';

describe('cookies', () => {
  it('an API cookie loses its Domain; on https it is host-only: the __Host- prefix, Path=/, Secure', () => {
    const cookie = 'dk_session=abc; Path=/; HttpOnly; Domain=api.agency.example; SameSite=Lax';
    expect(edge.localCookie(cookie, false)).toBe('dk_session=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(edge.localCookie(cookie, true)).toBe('__Host-dk_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure');
  });

  it('on https every API cookie gets the prefix: a narrower Path, a Domain, a prefix of its own or Secure already set change nothing', () => {
    expect(edge.secureCookie('a=1; Path=/player')).toBe('__Host-a=1; Path=/; Secure');
    expect(edge.secureCookie('a=1; Path=/; Domain=x.example; HttpOnly')).toBe('__Host-a=1; Path=/; HttpOnly; Secure');
    expect(edge.secureCookie('__Secure-a=1; Path=/')).toBe('__Host-__Secure-a=1; Path=/; Secure');
    expect(edge.secureCookie('a=1; Secure; Max-Age=0')).toBe('__Host-a=1; Path=/; Max-Age=0; Secure');
  });

  it('on https only __Host- cookies reach the API, under its own names; a plain one (cookie tossing) is dropped', () => {
    expect(edge.apiCookies('dk_session=tossed; __Host-dk_session=mine;other=1; __Host-__Secure-a=1', true)).toBe('dk_session=mine; __Secure-a=1');
    expect(edge.apiCookies('dk_session=tossed', true)).toBe('');
  });

  it('on plain http the cookies go on as they are, but no __Host- one', () => {
    expect(edge.apiCookies('dk_session=abc;other=1; __Host-dk_session=x', false)).toBe('dk_session=abc; other=1');
  });
});

describe('cspReportLines', () => {
  it('one bounded line per report, of either format; nothing for junk', () => {
    const legacy = { 'csp-report': { 'document-uri': 'https://x/', 'violated-directive': 'script-src', 'blocked-uri': 'https://evil.example/a.js' } };
    expect(edge.cspReportLines(JSON.stringify(legacy))).toEqual(['[csp] script-src https://evil.example/a.js on https://x/']);
    const list = Array.from({ length: 12 }, (_, i) => ({ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: `https://t/${i}.gif\nX-Injected: 1`, documentURL: 'https://x/' } }));
    const lines = edge.cspReportLines(JSON.stringify(list));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('[csp] img-src https://t/0.gif X-Injected: 1 on https://x/');
    expect(edge.cspReportLines(JSON.stringify({ 'csp-report': { 'blocked-uri': 'y'.repeat(1000) } }))[0]).toHaveLength(300);
    expect(edge.cspReportLines('not json')).toEqual([]);
    expect(edge.cspReportLines('{}')).toEqual([]);
    expect(edge.cspReportLines('[null, 1]')).toEqual([]);
  });
});
