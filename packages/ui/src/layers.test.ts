import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder rules of README.md ("Layout: primitives and patterns"), checked on the import
// statements of every source file.
const SRC = dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Top folders (primitives, patterns, theme, internal) that a file's relative imports reach. */
function reached(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/from\s+'(\.{1,2}\/[^']*)'/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(SRC, resolve(dirname(file), spec)).split('/')[0]!);
}

const inFolder = (folder: string) => sources(join(SRC, folder)).map((file) => relative(SRC, file));

describe('ui folder rules', () => {
  it.each(inFolder('primitives'))('primitive %s imports no pattern', (file) => {
    expect(reached(join(SRC, file))).not.toContain('patterns');
  });

  it.each(inFolder('theme').filter((f) => !f.endsWith('.stories.tsx')))('theme file %s imports no component', (file) => {
    const folders = reached(join(SRC, file));
    expect(folders).not.toContain('primitives');
    expect(folders).not.toContain('patterns');
  });
});
