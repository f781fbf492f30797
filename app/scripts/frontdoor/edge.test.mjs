// @vitest-environment node
// edge.js as the Node server runs it (nginx runs the same file through njs: frontdoor.suite.mjs).
import { describe, expect, it } from 'vitest';
import edge from './edge.js';

describe('cookies', () => {
  it('an API cookie loses its Domain; on https it gets Secure and, when host-wide, the __Host- prefix', () => {
    const cookie = 'dk_session=abc; Path=/; HttpOnly; Domain=api.agency.example; SameSite=Lax';
    expect(edge.localCookie(cookie, false)).toBe('dk_session=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(edge.localCookie(cookie, true)).toBe('__Host-dk_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure');
  });

  it('leaves cookies with a Domain, a narrower Path or a prefix of their own unprefixed', () => {
    expect(edge.secureCookie('a=1; Path=/player')).toBe('a=1; Path=/player; Secure');
    expect(edge.secureCookie('a=1; Path=/; Domain=x.example')).toBe('a=1; Path=/; Domain=x.example; Secure');
    expect(edge.secureCookie('__Secure-a=1; Path=/')).toBe('__Secure-a=1; Path=/; Secure');
    expect(edge.secureCookie('a=1; Path=/; Secure')).toBe('__Host-a=1; Path=/; Secure');
  });

  it('the API gets its own names back', () => {
    expect(edge.unprefixCookies('__Host-a=1;b=2; __Host-c=3')).toBe('a=1; b=2; c=3');
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
