/**
 * The contract's named types: every schema exported by `src/schemas` (areas included), by identity,
 * named as exported. The README's contract table prints them by name, and openapi.json makes each
 * one a component, so the two documents name the same types alike.
 */
import type * as z from 'zod/mini';
import * as schemas from '../schemas';

type Schema = z.core.$ZodType;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

const names = new Map<Schema, string>();
for (const [name, value] of Object.entries(schemas)) {
  if (isSchema(value) && !names.has(value)) names.set(value, name);
}

/** Exported schemas by identity (the first export name when one schema has two). */
export const schemaNames: ReadonlyMap<Schema, string> = names;

/** The schema exported under a name. */
export function namedSchema(name: string): Schema | undefined {
  const value = (schemas as Record<string, unknown>)[name];
  return isSchema(value) ? value : undefined;
}
