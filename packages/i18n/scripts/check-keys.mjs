#!/usr/bin/env node
// Lists translation keys used in the app, the design system and Storybook that the Lao resources
// lack (every language has the same keys: resources.test.ts). Static keys only: t('ns:key'),
// t('key') under useTranslation('ns'), i18nKey="...". Run: pnpm --filter @dokkham/i18n check:keys
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../../..');
const locales = join(here, '../locales/lo');
const namespaces = readdirSync(locales).map((f) => f.replace(/\.json$/, ''));
const resources = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(locales, `${ns}.json`), 'utf8'))]));

function has(ns, key) {
  let node = resources[ns];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node !== 'object') return false;
    node = node[part];
  }
  if (node !== undefined) return true;
  // Plural lookups: t('records', { count }) resolves records_other.
  return has.plural !== false && typeof resources[ns] === 'object' && hasPlural(ns, key);
}
function hasPlural(ns, key) {
  const parts = key.split('.');
  const last = parts.pop();
  let node = resources[ns];
  for (const part of parts) node = node?.[part];
  return node !== undefined && typeof node === 'object' && `${last}_other` in node;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') && name !== '.storybook') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(tsx?|mdx)$/.test(name) && !/\.d\.ts$/.test(name)) yield path;
  }
}

const missing = [];
for (const dir of ['app/src', 'packages/ui/src', '.storybook']) {
  let abs;
  try {
    abs = join(root, dir);
    statSync(abs);
  } catch {
    continue;
  }
  for (const file of files(abs)) {
    const text = readFileSync(file, 'utf8');
    const declared = [...text.matchAll(/useTranslation\(\s*(?:\[\s*)?['"](\w+)['"]/g)].map((m) => m[1]);
    const defaultNs = declared[0] ?? 'common';
    const used = [
      ...[...text.matchAll(/\bt\(\s*['"]([\w:.-]+)['"]/g)].map((m) => m[1]),
      ...[...text.matchAll(/i18nKey=["']([\w:.-]+)["']/g)].map((m) => m[1]),
      ...[...text.matchAll(/['"]((?:[a-z]+):[A-Za-z_][\w.]*)['"]/g)].map((m) => m[1]).filter((k) => namespaces.includes(k.split(':')[0])),
    ];
    for (const key of new Set(used)) {
      const [ns, k] = key.includes(':') ? key.split(':') : [defaultNs, key];
      if (!namespaces.includes(ns)) continue;
      const ok = has(ns, k) || (!key.includes(':') && declared.some((d) => has(d, k)));
      if (!ok) missing.push(`${relative(root, file)}: ${ns}:${k}`);
    }
  }
}
if (missing.length > 0) {
  console.error(`Keys used but not in locales/lo (${missing.length}):\n${missing.join('\n')}`);
  process.exitCode = 1;
} else {
  console.info('Every statically used key exists.');
}
