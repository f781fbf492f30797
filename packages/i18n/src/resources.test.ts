/**
 * The translation files themselves: complete in all four languages, written in each language's
 * script, consistent in their variables and plurals, covering every message the contract uses,
 * and within the size budget.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES, ERROR_PARAMS } from '@dokkham/api/errorCodes';
import { messageVariables } from './errors';
import { LANGUAGES, languageTag, type Language } from './languages';
import { BUNDLED_NAMESPACES, NAMESPACES } from './namespaces';
import { VALIDATION_VALUES } from './validation';
import { LOCALES_DIR } from './vite';

type Tree = { [key: string]: string | Tree };
const read = (lng: string, ns: string): Tree => JSON.parse(readFileSync(join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')) as Tree;
const files = Object.fromEntries(LANGUAGES.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, read(lng, ns)]))])) as Record<
  Language,
  Record<string, Tree>
>;

/** 'ns:a.b.c' -> value, for one language. */
function flatten(lng: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const key = `${prefix}${k}`;
      if (typeof v === 'string') out.set(key, v);
      else walk(v, `${key}.`);
    }
  };
  for (const ns of NAMESPACES) walk(files[lng][ns] ?? {}, `${ns}:`);
  return out;
}
const flat = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(lng)])) as Record<Language, Map<string, string>>;
const lo = flat.lo;

describe('locale files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    for (const lng of LANGUAGES) {
      expect(readdirSync(join(LOCALES_DIR, lng)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'lo'))('%s has exactly the keys of lo', (lng) => {
    const missing = [...lo.keys()].filter((k) => !flat[lng].has(k));
    const extra = [...flat[lng].keys()].filter((k) => !lo.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has no empty value', (lng) => {
    expect([...flat[lng]].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('uses the same interpolation variables in every language', () => {
    const mismatches: string[] = [];
    for (const [key, value] of lo) {
      const expected = messageVariables(value).sort().join(',');
      for (const lng of LANGUAGES) {
        const got = messageVariables(flat[lng].get(key) ?? '').sort().join(',');
        if (got !== expected) mismatches.push(`${lng} ${key}: {${got}} instead of {${expected}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('uses the same <tags> (for Trans) in every language', () => {
    const tags = (v: string) => (v.match(/<\/?\w+\s*\/?>/g) ?? []).sort().join('');
    const mismatches = [...lo].flatMap(([key, value]) =>
      LANGUAGES.filter((lng) => tags(flat[lng].get(key) ?? '') !== tags(value)).map((lng) => `${lng} ${key}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('has no broken interpolation braces', () => {
    const broken = LANGUAGES.flatMap((lng) =>
      [...flat[lng]].filter(([, v]) => /\{(?!\{)|(?<!\})\}/.test(v.replace(/\{\{\s*[\w.]+\s*\}\}/g, ''))).map(([k]) => `${lng} ${k}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('plurals (i18next v4 JSON, Intl.PluralRules of each BCP 47 tag)', () => {
  const SUFFIX = /_(zero|one|two|few|many|other)$/;
  it.each(LANGUAGES)('%s: every counted text has exactly the plural forms its language needs', (lng) => {
    const categories = new Intl.PluralRules(languageTag(lng)).resolvedOptions().pluralCategories.slice().sort();
    const bases = new Map<string, string[]>();
    for (const key of flat[lng].keys()) {
      const m = SUFFIX.exec(key);
      if (m) bases.set(key.slice(0, m.index), [...(bases.get(key.slice(0, m.index)) ?? []), m[1] ?? '']);
    }
    expect(bases.size).toBeGreaterThan(0);
    for (const [base, forms] of bases) expect({ base, forms: forms.sort() }).toEqual({ base, forms: categories });
    // A {{count}} anywhere else would not be pluralised. Exempt: texts that receive the count
    // already formatted as a string, which i18next never pluralises.
    const preformatted = new Set(['history:pagination.status']);
    const countWithoutPlural = [...flat[lng]]
      .filter(([k, v]) => v.includes('{{count}}') && !SUFFIX.test(k) && !preformatted.has(k))
      .map(([k]) => k);
    expect(countWithoutPlural).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Each language in its own script

/** Names and symbols that stay Latin in every language. Matched as whole tokens. */
const LATIN_ALLOWED = [
  'Dokkham', 'Alphabet', 'AskMeBet', 'GClub', 'Live', 'WhatsApp', 'LINE', 'Facebook', 'Telegram', 'Twitter',
  'LAK', 'THB', 'USD', 'QR', 'F8', 'App', 'a–z', '0–9',
];
const ALLOWED_RE = new RegExp(
  `(?<!\\p{Script=Latin})(${LATIN_ALLOWED.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{Script=Latin})`,
  'gu',
);

/** The letters that carry a text once variables and allowed names are taken out. */
/** The text without variables, <tags> and allowed names. */
const stripped = (value: string) => value.replace(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/g, ' ').replace(ALLOWED_RE, ' ');

function ownLetters(value: string): string {
  return [...stripped(value)].filter((c) => /\p{L}|\p{M}/u.test(c)).join('');
}

const SCRIPT: Record<Language, { name: string; letter: RegExp }> = {
  lo: { name: 'Lao (U+0E80–U+0EFF)', letter: /[\u0E80-\u0EFF]/u },
  th: { name: 'Thai (U+0E00–U+0E7F)', letter: /[\u0E00-\u0E7F]/u },
  cn: { name: 'Han', letter: /\p{Script=Han}/u },
  vn: { name: 'Latin', letter: /\p{Script=Latin}|\p{M}/u },
};
/** Letters only Vietnamese uses among Latin-script languages (hooks, horns, breve, tone marks). */
const VIETNAMESE = /[ăâđêôơưàáạảãằắặẳẵầấậẩẫèéẹẻẽềếệểễìíịỉĩòóọỏõồốộổỗờớợởỡùúụủũừứựửữỳýỵỷỹ]/iu;
/** Vietnamese words without such letters that make up whole texts (an explicit, short list). */
const VIETNAMESE_PLAIN_WORDS = new Set(['trang', 'sau', 'menu', 'nhanh']);
const isVietnamese = (value: string) =>
  VIETNAMESE.test(value) ||
  (value.match(/\p{L}+/gu) ?? []).every((word) => VIETNAMESE_PLAIN_WORDS.has(word.toLowerCase()));
/** Chinese must be simplified: a few traditional characters that would give it away. */
const TRADITIONAL = /[們個這來時會說對點開關錢發號碼帳戶銀應該沒將們還與請當進]/u;

describe('each language is written in its own script', () => {
  it.each(LANGUAGES)('%s', (lng) => {
    const wrong: string[] = [];
    for (const [key, value] of flat[lng]) {
      const letters = ownLetters(value);
      if (letters === '') continue; // only names, numbers and variables
      const foreign = [...letters].filter((c) => !SCRIPT[lng].letter.test(c));
      if (foreign.length > 0) wrong.push(`${key}: "${value}" has ${foreign.join('')} outside ${SCRIPT[lng].name}`);
      if (lng === 'vn' && !isVietnamese(stripped(value))) wrong.push(`${key}: "${value}" has no Vietnamese letter`);
      if (lng === 'cn' && TRADITIONAL.test(value)) wrong.push(`${key}: "${value}" uses traditional characters`);
    }
    expect(wrong).toEqual([]);
  });

  it('no language copies another (besides names)', () => {
    const copies: string[] = [];
    for (const [key, value] of lo) {
      const values = LANGUAGES.map((lng) => flat[lng].get(key) ?? '');
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++)
          if (values[i] === values[j] && ownLetters(values[i] ?? '') !== '') copies.push(`${key}: ${LANGUAGES[i]} = ${LANGUAGES[j]}`);
      void value;
    }
    expect(copies).toEqual([]);
  });

  it('catches an untranslated string (the check can fail)', () => {
    expect(ownLetters('Please deposit')).not.toBe('');
    expect([...ownLetters('Please deposit')].every((c) => SCRIPT.lo.letter.test(c))).toBe(false);
    expect([...ownLetters('กรุณาฝากเงิน')].every((c) => SCRIPT.lo.letter.test(c))).toBe(false);
    expect(isVietnamese('Vui long nap tien')).toBe(false);
    expect(isVietnamese('Next page')).toBe(false);
    expect(isVietnamese('Trang sau')).toBe(true);
    expect(ownLetters('{{value}} WhatsApp QR <b>{{page}}</b>')).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Coverage of the contract

const API_SRC = join(LOCALES_DIR, '../../api/src');
/** The sources of api's modules under these folders (schemas live in schemas/ and areas/<area>/). */
const apiSources = (...dirs: string[]) =>
  dirs
    .flatMap((dir) =>
      readdirSync(join(API_SRC, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => readFileSync(join(API_SRC, dir, f), 'utf8')),
    )
    .join('\n');
const schemaSources = apiSources('schemas', 'areas');

describe('every message the contract uses exists', () => {
  const used = [...new Set([...schemaSources.matchAll(/'validation[:.]([\w.]+)'/g)].map((m) => `validation:${m[1]}`))];

  it('finds the schema messages', () => {
    expect(used.length).toBeGreaterThan(10);
    expect(used).toContain('validation:username.tooShort');
  });

  it.each(used)('%s', (key) => {
    expect(lo.has(key)).toBe(true);
    // The form cannot pass values for a schema message: its numbers must come from the constants.
    const provided = Object.keys(VALIDATION_VALUES[key] ?? {});
    expect(messageVariables(lo.get(key) ?? '').filter((v) => !provided.includes(v))).toEqual([]);
  });

  it.each([...ERROR_CODES, ...CLIENT_ERROR_CODES])('error code %s has a message', (code) => {
    const message = lo.get(`errors:codes.${code}`) ?? '';
    expect(message).not.toBe('');
    // A message that shows values has a plain form (without values) for when the server sends none.
    const needsPlain = messageVariables(message).length > 0;
    const plain = lo.get(`errors:plain.${code}`);
    expect({ needsPlain, hasPlain: plain !== undefined, plainVariables: messageVariables(plain ?? '') }).toEqual({
      needsPlain,
      hasPlain: needsPlain,
      plainVariables: [],
    });
  });

  it('has plain forms only for codes that need them', () => {
    const plain = [...lo.keys()].filter((k) => k.startsWith('errors:plain.')).map((k) => k.slice('errors:plain.'.length));
    expect(plain.filter((code) => messageVariables(lo.get(`errors:codes.${code}`) ?? '').length === 0)).toEqual([]);
  });

  it('shows only params the money rules send (money/)', () => {
    const money = apiSources('money');
    const sent = new Map<string, Set<string>>();
    for (const m of money.matchAll(/fail\('(\w+)'(?:,\s*\{([^}]*)\})?\)/g)) {
      const names = [...(m[2] ?? '').matchAll(/(\w+)\s*:/g)].map((x) => x[1] ?? '');
      sent.set(m[1] ?? '', new Set([...(sent.get(m[1] ?? '') ?? []), ...names]));
    }
    expect(sent.size).toBeGreaterThan(5);
    const unsent = [...sent].flatMap(([code, names]) =>
      messageVariables(lo.get(`errors:codes.${code}`) ?? '')
        .filter((v) => !names.has(v))
        .map((v) => `${code}: {{${v}}}`),
    );
    expect(unsent).toEqual([]);
  });

  it('shows only params the contract documents (ERROR_PARAMS, in openapi.json)', () => {
    const undocumented = ERROR_CODES.flatMap((code) =>
      messageVariables(lo.get(`errors:codes.${code}`) ?? '')
        .filter((v) => !Object.keys(ERROR_PARAMS[code] ?? {}).includes(v))
        .map((v) => `${code}: {{${v}}}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('names every status of the contract', async () => {
    const { ORDER_STATUSES, USAGE_STATUSES } = await import('@dokkham/api/values');
    const keys = [...ORDER_STATUSES.map((s) => `status:order.${s}`), ...USAGE_STATUSES.map((s) => `status:usage.${s}`)];
    expect(keys.filter((k) => !lo.has(k))).toEqual([]);
  });

  it('names every provider, game category, currency, owner and promotion kind of the contract', async () => {
    const api = { ...(await import('@dokkham/api/values')), ...(await import('@dokkham/api/accountValues')) };
    for (const p of api.PROVIDERS) expect(lo.get(`common:provider.${p}`)).toBeTruthy();
    for (const p of api.PROVIDERS) expect(lo.get(`game:title.${p}`)).toBeTruthy();
    for (const c of api.GAME_CATEGORIES) expect(lo.get(`common:category.${c}`)).toBeTruthy();
    for (const c of api.CURRENCIES) expect(lo.get(`common:currency.${c}`)).toBeTruthy();
    for (const o of api.OWNERS) expect(lo.get(`bank:owner.${o}`)).toBeTruthy();
    for (const k of api.PROMOTION_KINDS) expect(lo.get(`promotion:kind.${k}`)).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------
// Size budget

// 15 KB until player protection (issue 25) brought its own namespace, loaded only on its pages;
// 20 KB until receipts, notices and sessions (issue 29): their texts load with their pages (receipt
// namespace) or with the lazy frame and account pages (nav, auth), never with the first paint,
// which stays at about 2.5 KB (common, home, ui).
const BUDGET = 24 * 1024;
const gzipSize = (lng: string, ns: string) =>
  gzipSync(JSON.stringify(read(lng, ns)), { level: 9 }).length;

describe('size budget: each language at most 24 KB gzip in all', () => {
  it.each(LANGUAGES)('%s', (lng) => {
    // Each namespace is its own request (or chunk), so the sum of per-file gzip sizes is what a
    // player downloads; the emitted files are minified the same way.
    const total = NAMESPACES.reduce((sum, ns) => sum + gzipSize(lng, ns), 0);
    const firstPaint = BUNDLED_NAMESPACES.reduce((sum, ns) => sum + gzipSize(lng, ns), 0);
    console.info(`i18n size ${lng}: ${(total / 1024).toFixed(2)} KB gzip in all, first-paint namespaces ${(firstPaint / 1024).toFixed(2)} KB`);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
});
