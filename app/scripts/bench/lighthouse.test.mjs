// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lighthouseArgs, readLhr, reportName, summarise } from './lighthouse.mjs';

const lhr = (score, { lcp = 1650, fcp = 1200, cls = 0, tbt = 120, url = 'http://localhost:4173/' } = {}) => ({
  finalDisplayedUrl: url,
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: fcp },
    'cumulative-layout-shift': { numericValue: cls },
    'total-blocking-time': { numericValue: tbt },
  },
});

describe('readLhr', () => {
  it('keeps the score in percent, the four timings and the URL the run ended on', () => {
    expect(readLhr(lhr(0.934))).toEqual({ score: 93, lcpMs: 1650, fcpMs: 1200, cls: 0, tbtMs: 120, finalUrl: 'http://localhost:4173/' });
  });

  it('counts a missing score as 0', () => {
    expect(readLhr(lhr(null)).score).toBe(0);
  });

  it('throws on a failed recording, so the run is retried', () => {
    expect(() => readLhr({ ...lhr(0), runtimeError: { code: 'NO_NAVSTART', message: 'no navigation' } })).toThrow(/NO_NAVSTART/);
  });
});

describe('summarise', () => {
  it('gives the medians in the result-file order, and the runs', () => {
    const runs = [readLhr(lhr(0.84, { lcp: 2950, tbt: 464 })), readLhr(lhr(0.96, { lcp: 1500, tbt: 90 })), readLhr(lhr(0.9, { lcp: 1700, tbt: 200 }))];
    const page = summarise(runs);
    expect(Object.keys(page)).toEqual(['median', 'runs']);
    expect(page.median).toEqual({ score: 90, lcpMs: 1700, fcpMs: 1200, cls: 0, tbtMs: 200 });
    expect(page.runs).toBe(runs);
  });
});

describe('lighthouseArgs', () => {
  const base = ['exec', 'lighthouse', 'http://localhost:1/', '--quiet', '--only-categories=performance', '--output=json', '--output-path=/tmp/x.json'];

  it('launches its own browser with the given flags by default', () => {
    expect(lighthouseArgs('http://localhost:1/', '/tmp/x.json', { chromeFlags: '--headless=new --no-sandbox' })).toEqual([...base, '--chrome-flags=--headless=new --no-sandbox']);
  });

  it('sends a signed-in page its session cookie as a header', () => {
    expect(lighthouseArgs('http://localhost:1/', '/tmp/x.json', { headers: { Cookie: 'dk_session=abc' } }).slice(-1)).toEqual(['--extra-headers={"Cookie":"dk_session=abc"}']);
  });

  it('measures a repeat visit in a running browser, keeping its storage (the service worker)', () => {
    expect(lighthouseArgs('http://localhost:1/', '/tmp/x.json', { port: 9222, keepStorage: true })).toEqual([...base, '--port=9222', '--disable-storage-reset']);
  });
});

describe('reportName', () => {
  it.each([
    ['/', 'landing'],
    ['/login', 'login'],
    ['/player/deposit', 'player-deposit'],
    ['static floor', 'static-floor'],
    ['React floor', 'react-floor'],
    ['repeat visit', 'repeat-visit'],
  ])('%s -> %s', (name, file) => expect(reportName(name)).toBe(file));
});
