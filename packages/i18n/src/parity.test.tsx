/**
 * The parity check run before the engine (./engine.ts, ./react.tsx) was deleted: our engine and
 * i18next 27 + react-i18next 18, configured as ./instance.ts configures i18next, answer every key
 * of every namespace of every language alike: with and without values, with counts (plurals), a
 * key missing in the language (fallback to Lao per key) or everywhere (the key), defaultValue,
 * skipInterpolation, and <Trans> with components for every text with markup.
 */
import { createInstance, type i18n as I18next } from 'i18next';
import { Trans as I18nextTrans } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { I18n, type Resource, type ResourceKey } from './engine';
import { LANGUAGES, languageTag } from './languages';
import { NAMESPACES } from './namespaces';
import { Trans as EngineTrans } from './react';
import { resources } from './testing';

/** Every language, plus a key only Lao has and a text that is empty in Thai (fallbacks). */
const data: Resource = structuredClone(resources) as Resource;
(data.lo!.common as ResourceKey).parityOnlyLao = 'ລາວ {{name}}';
(data.lo!.common as ResourceKey).parityEmptyInThai = 'ລາວເປົ່າ';
(data.th!.common as ResourceKey).parityEmptyInThai = '';

async function engine(): Promise<I18n> {
  const i18n = new I18n();
  await i18n.init({
    lng: 'lo',
    fallbackLng: 'lo',
    supportedLngs: LANGUAGES,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: data,
    pluralTag: (l) => languageTag(l as never),
  });
  return i18n;
}

async function i18next(): Promise<I18next> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'lo',
    fallbackLng: 'lo',
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    resources: data,
    partialBundledLanguages: true,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  return i18n;
}

/** Leaf keys (dotted) of a namespace, in every language. */
function leaves(obj: ResourceKey, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}
const get = (obj: unknown, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5];
const tagsOf = (text: string) => [...new Set([...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[1]!))];
const varsOf = (text: string) => [...new Set([...text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!))];

interface Case {
  lng: string;
  key: string;
  options?: Record<string, unknown>;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const ns of NAMESPACES) {
    const keys = new Set(LANGUAGES.flatMap((l) => leaves((data[l]?.[ns] ?? {}) as ResourceKey)));
    const bases = new Set([...keys].map((k) => k.replace(PLURAL, '')));
    for (const base of bases) {
      const texts = LANGUAGES.flatMap((l) => [get(data[l]?.[ns], base), get(data[l]?.[ns], `${base}_other`)]).filter((x): x is string => typeof x === 'string');
      const values = Object.fromEntries(texts.flatMap(varsOf).map((v) => [v, `<${v}&"'>`]));
      const plural = [...keys].some((k) => k !== base && k.replace(PLURAL, '') === base);
      for (const lng of LANGUAGES) {
        const key = `${ns}:${base}`;
        out.push({ lng, key }, { lng, key, options: values }, { lng, key, options: { skipInterpolation: true, ...values } });
        out.push({ lng, key: `${ns}:${base}.missing`, options: { defaultValue: `default {{x}}`, x: 'X' } });
        if (plural) for (const count of COUNTS) out.push({ lng, key, options: { ...values, count } });
      }
    }
  }
  for (const lng of LANGUAGES)
    out.push(
      { lng, key: 'parityOnlyLao', options: { name: 'N' } },
      { lng, key: 'common:parityEmptyInThai' },
      { lng, key: 'no.such.key' },
      { lng, key: 'common:no.such.key' },
      { lng, key: 'Invalid input: expected string' },
      { lng, key: ['common:no.such', 'common:action.save'] as never },
      { lng, key: 'history:records', options: { count: '1' } },
    );
  return out;
}

describe('our engine and i18next answer alike', () => {
  it('t: every key of every namespace in every language, plurals, values, fallbacks', { timeout: 120_000 }, async () => {
    const [ours, theirs] = await Promise.all([engine(), i18next()]);
    const all = cases();
    const differ = all.flatMap(({ lng, key, options }) => {
      const a = ours.getFixedT(lng)(key, options as never);
      const b = theirs.getFixedT(lng)(key as string, options as never) as unknown as string;
      return a === b ? [] : [{ lng, key, options, engine: a, i18next: b }];
    });
    console.info(`parity: ${all.length} lookups compared, ${differ.length} differ`);
    expect(differ).toEqual([]);
  });

  it('Trans: every text with markup, in every language', async () => {
    const [ours, theirs] = await Promise.all([engine(), i18next()]);
    let compared = 0;
    const differ: unknown[] = [];
    for (const lng of LANGUAGES)
      for (const ns of NAMESPACES)
        for (const key of leaves((data[lng]?.[ns] ?? {}) as ResourceKey)) {
          const text = get(data[lng]?.[ns], key) as string;
          const tags = tagsOf(text);
          if (tags.length === 0) continue;
          const components = Object.fromEntries(tags.map((tag) => [tag, createElement('span', { className: `c-${tag}` })]));
          const values = Object.fromEntries(varsOf(text).map((v) => [v, `<i>${v}</i>&`]));
          const a = renderToStaticMarkup(createElement(EngineTrans, { t: ours.getFixedT(lng, ns), i18nKey: key, values, components }));
          const b = renderToStaticMarkup(createElement(I18nextTrans, { i18n: theirs, t: theirs.getFixedT(lng, ns), i18nKey: key, values, components }));
          compared += 1;
          if (a !== b) differ.push({ lng, ns, key, engine: a, i18next: b });
        }
    console.info(`parity: ${compared} Trans texts compared, ${differ.length} differ`);
    expect(compared).toBeGreaterThan(0);
    expect(differ).toEqual([]);
  });
});
