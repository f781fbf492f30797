import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointAreas, endpoints, type EndpointName } from './endpoints';

const names = Object.keys(endpoints) as EndpointName[];

describe('endpoints', () => {
  it('puts every endpoint in exactly one area (the sections of openapi.json)', () => {
    const areasOf = (name: string) => Object.keys(endpointAreas).filter((area) => name in (endpointAreas[area] ?? {}));
    expect(names.filter((name) => areasOf(name).length !== 1)).toEqual([]);
  });

  describe('examples (openapi.json, the conformance check)', () => {
    const calls = names.flatMap((name) =>
      (['ok', 'refused'] as const).flatMap((kind) => {
        const call = endpoints[name].examples[kind];
        return call ? [[name, kind, call] as const] : [];
      }),
    );

    it.each(calls)('%s: the %s example fits the schemas', (name, _, call) => {
      const e = endpoints[name];
      const problems = (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = e[part];
        const value = call[part];
        if (!schema) return value === undefined ? [] : [`${part} given but the endpoint takes none`];
        if (value === undefined && part === 'query') return [];
        const result = z.safeParse(schema, value);
        return result.success ? [] : result.error.issues.map((i) => `${part}.${i.path.join('.')}: ${i.message}`);
      });
      expect(problems).toEqual([]);
    });

    it.each(names.filter((n) => endpoints[n].params || endpoints[n].body))('%s takes params or a body: it has an ok example', (name) => {
      expect(endpoints[name].examples.ok).toBeDefined();
    });

    it.each(names.filter((n) => endpoints[n].idempotent))('%s moves money: it has a refused example (the conformance check needs one)', (name) => {
      expect(endpoints[name].examples.refused?.body).toBeDefined();
    });
  });
});
