// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devToolsPort } from './repeat.mjs';

describe('devToolsPort', () => {
  const profile = (content) => {
    const dir = mkdtempSync(join(tmpdir(), 'profile-'));
    if (content !== undefined) writeFileSync(join(dir, 'DevToolsActivePort'), content);
    return dir;
  };

  it("reads the port Chromium wrote into its profile (first line; the second is the browser's path)", () => {
    expect(devToolsPort(profile('41235\n/devtools/browser/5c1e\n'))).toBe(41235);
  });

  it('refuses a profile without a port', () => {
    expect(() => devToolsPort(profile('\n'))).toThrow(/no DevTools port/);
    expect(() => devToolsPort(profile())).toThrow(/DevToolsActivePort/);
  });
});
