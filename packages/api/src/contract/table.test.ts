import { readFileSync } from 'node:fs';
import { describe as group, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, type EndpointName } from '../schemas';
import { describe, END, fields, renderContract, replaceContract, START } from './table';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

group('contract table', () => {
  it('README.md is up to date (run `pnpm --filter @dokkham/api contract:table`)', () => {
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'contract markers missing').toBeGreaterThanOrEqual(0);
    expect(readme.slice(start, end + END.length)).toBe(renderContract());
  });

  it('has one row per endpoint with its method, path and success status', () => {
    const table = renderContract();
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const e = endpoints[name];
      expect(table).toContain(`| ${name} | ${e.method} ${e.path} |`);
      expect(table).toMatch(new RegExp(`\\| ${name} \\|[^\\n]*\\| ${e.status} `));
    }
  });

  it('describes types readably', () => {
    expect(describe(z.array(z.enum(['a', 'b'])))).toBe("('a' | 'b')[]");
    expect(describe(z.nullable(z.number().check(z.int(), z.gte(1))))).toBe('integer (>= 1) | null');
    expect(fields(z.object({ a: z.optional(z.string()), b: z.prefault(z.boolean(), true) }))).toEqual([
      'a?: string',
      'b?: boolean = true',
    ]);
  });

  it('replaces only the block between the markers', () => {
    const doc = `intro\n${START}\nold\n${END}\noutro`;
    expect(replaceContract(doc, 'NEW')).toBe('intro\nNEW\noutro');
    expect(() => replaceContract('no markers', 'NEW')).toThrow(/markers/);
  });
});
