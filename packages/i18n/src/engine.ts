/**
 * The translation engine of the package: what Dokkham used of i18next 27, in ~3 KB instead of
 * ~17 KB gzip of the entry bundle (see README, Loading). It keeps i18next's observable behaviour
 * for what the app does: `ns:key.path` keys (default namespace `common`), a per-key fallback to
 * Lao, plural keys (`key_other`...) chosen by Intl.PluralRules of the language tag when `count`
 * is a number, `{{var}}` interpolation without escaping (a missing variable stays as written), a
 * missing key answering the key (without its namespace), `defaultValue`, `skipInterpolation`, and
 * namespaces loaded on demand through a backend with retries (0.4 s, 0.8 s) on failures the
 * backend calls retryable. Not supported (unused here): nesting `$t()`, formats `{{x, fmt}}`,
 * context, ordinals, returnObjects.
 */

/** A namespace's texts: nested objects of strings. */
export interface ResourceKey {
  [key: string]: string | ResourceKey;
}
/** A language's namespaces. */
export type ResourceLanguage = Record<string, ResourceKey>;
export type Resource = Record<string, ResourceLanguage>;

export interface TOptions {
  /** Plural form by Intl.PluralRules when a number; also `{{count}}`. */
  count?: number | string;
  /** Returned (not the key) when the key is missing. */
  defaultValue?: string;
  /** The raw text, `{{var}}` left as written. */
  skipInterpolation?: boolean;
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  /** Interpolation values. */
  [value: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

/**
 * read(lng, ns, callback): callback(null, data) with the namespace's texts, or callback(error,
 * retry) where `retry` says whether another try may help (network failures, 5xx, 429).
 */
export type ReadCallback = (err: unknown, data?: ResourceKey | boolean | null) => void;
export interface Backend {
  read(language: string, namespace: string, callback: ReadCallback): void;
}

export interface InitOptions {
  lng: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  ns: readonly string[];
  defaultNS: string;
  /** In memory from the start (Lao's bundled namespaces, tests); the rest comes from the backend. */
  resources?: Resource;
  backend?: Backend;
  /** BCP 47 tag of a language, for Intl.PluralRules. */
  pluralTag?: (lng: string) => string;
  maxRetries?: number;
  retryTimeout?: number;
}

type Listener = (...args: any[]) => void;
/** Load state of lng|ns: 1 loading, 2 loaded, 0 failed but worth another try, -1 failed for good. */
type LoadState = -1 | 0 | 1 | 2;

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isString = (v: unknown): v is string => typeof v === 'string';

/** i18next's guess whether "ns:key" is a namespaced key or a sentence that contains a colon. */
function looksLikeObjectPath(key: string): boolean {
  const r = /( |,|\?|!|;)/;
  if (!r.test(key)) return true;
  const ki = key.indexOf('.');
  return ki > 0 && !r.test(key.substring(0, ki));
}

function getPath(obj: unknown, path: readonly string[]): unknown {
  let current = obj;
  for (const part of path) {
    if (!current || typeof current !== 'object' || !own(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export class I18n {
  language = '';
  resolvedLanguage: string | undefined = undefined;
  languages: string[] = [];
  isInitialized = false;
  options: { ns: string[]; defaultNS: string; fallbackLng: string; supportedLngs: readonly string[] } = {
    ns: [],
    defaultNS: 'translation',
    fallbackLng: '',
    supportedLngs: [],
  };
  /** store[lng][ns] */
  readonly store: Resource = {};
  private readonly state = new Map<string, LoadState>();
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private backend: Backend | undefined;
  private maxRetries = 0;
  private retryTimeout = 350;
  private pluralTag: (lng: string) => string = (l) => l;
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private changingTo: string | undefined;

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** Starts in `options.lng` once its namespaces are loaded (at once when they are all in memory). */
  init = (options: InitOptions): Promise<TFunction> => {
    this.options = {
      ns: [...options.ns],
      defaultNS: options.defaultNS,
      fallbackLng: options.fallbackLng,
      supportedLngs: options.supportedLngs,
    };
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) this.store[lng] = { ...namespaces };
    this.backend = options.backend;
    this.maxRetries = options.maxRetries ?? 0;
    this.retryTimeout = options.retryTimeout ?? 350;
    if (options.pluralTag) this.pluralTag = options.pluralTag;
    return new Promise((resolve) =>
      this.switchTo(options.lng, () => {
        this.isInitialized = true;
        this.emit('initialized');
        resolve(this.t);
      }),
    );
  };

  /** The language, then the fallback: where a key is looked for, in order. */
  hierarchy(lng: string | undefined): string[] {
    const codes = lng && this.options.supportedLngs.includes(lng) ? [lng] : [];
    const fallback = this.options.fallbackLng;
    if (fallback && !codes.includes(fallback)) codes.push(fallback);
    return codes;
  }

  /**
   * Loads the namespaces (`options.ns`) of `lng` and its fallback, then switches and emits
   * 'languageChanged', even when some could not be loaded (missing texts fall back, or show keys).
   */
  changeLanguage = (lng: string): Promise<TFunction> => new Promise((resolve) => this.switchTo(lng, () => resolve(this.t)));

  /** changeLanguage with a callback, called at once when nothing is to load (the first render needs no wait). */
  private switchTo(lng: string, then: () => void): void {
    const l = this.options.supportedLngs.includes(lng) ? lng : this.options.fallbackLng;
    this.changingTo = lng;
    if (!this.language) this.setLanguageProps(l);
    const done = () => {
      if (this.changingTo === lng) {
        this.setLanguageProps(l);
        this.changingTo = undefined;
        this.emit('languageChanged', l);
      }
      then();
    };
    const pending = this.load(this.hierarchy(l), this.options.ns, false);
    if (pending) void pending.then(done);
    else done();
  }

  private setLanguageProps(l: string): void {
    this.language = l;
    this.languages = this.hierarchy(l);
    this.resolvedLanguage = this.languages.find((code) =>
      Object.values(this.store[code] ?? {}).some((bundle) => bundle && Object.keys(bundle).length > 0),
    );
  }

  hasResourceBundle = (lng: string, ns: string): boolean => this.store[lng]?.[ns] !== undefined;

  /** Whether a component using `ns` can render: its texts are here, or their loads are over (even failed). */
  hasLoadedNamespace = (ns: string): boolean => {
    if (!this.isInitialized || this.languages.length === 0) return false;
    const lng = this.resolvedLanguage ?? this.languages[0] ?? '';
    if (this.hasResourceBundle(lng, ns)) return true;
    if (!this.backend) return true;
    const settled = (l: string) => {
      const s = this.state.get(`${l}|${ns}`);
      return s === -1 || s === 0 || s === 2;
    };
    return settled(lng) && settled(this.languages[this.languages.length - 1] ?? lng);
  };

  /** Adds `namespaces` to the ones every language switch loads and loads them for the current language. */
  loadNamespaces = (namespaces: string | readonly string[]): Promise<void> => {
    if (!this.language) return Promise.resolve();
    for (const ns of typeof namespaces === 'string' ? [namespaces] : namespaces)
      if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
    return this.load(this.languages, this.options.ns, false) ?? Promise.resolve();
  };

  /** Loads again (also what is loaded or failed for good). Resolves when done, whatever the outcome. */
  reloadResources = (lngs: readonly string[], namespaces: readonly string[]): Promise<void> =>
    this.load(lngs, namespaces, true) ?? Promise.resolve();

  /**
   * Starts what is missing of lngs × namespaces (waits for loads under way); undefined when
   * nothing is to wait for. Never rejects.
   */
  private load(lngs: readonly string[], namespaces: readonly string[], reload: boolean): Promise<void> | undefined {
    const backend = this.backend;
    if (!backend) return undefined;
    const waits: Promise<void>[] = [];
    for (const lng of lngs) {
      for (const ns of namespaces) {
        const name = `${lng}|${ns}`;
        const state = this.state.get(name);
        if (!reload && this.hasResourceBundle(lng, ns)) this.state.set(name, 2);
        else if (!reload && state !== undefined && state < 0) continue;
        else if (state === 1) waits.push(this.waiting.get(name) ?? Promise.resolve());
        else {
          this.state.set(name, 1);
          const promise = this.read(backend, lng, ns, 0, this.retryTimeout).then(([err, data]) => {
            if (!err && data && typeof data === 'object') {
              this.store[lng] = { ...this.store[lng], [ns]: { ...this.store[lng]?.[ns], ...data } };
              // As i18next's store did: a namespace once loaded is one every later switch loads too.
              if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
            }
            this.state.set(name, err ? (data ? 0 : -1) : 2);
            this.waiting.delete(name);
            this.emit('loaded', { [lng]: { [ns]: true } });
          });
          this.waiting.set(name, promise);
          waits.push(promise);
        }
      }
    }
    return waits.length ? Promise.all(waits).then(() => undefined) : undefined;
  }

  private read(
    backend: Backend,
    lng: string,
    ns: string,
    tried: number,
    wait: number,
  ): Promise<[unknown, ResourceKey | boolean | null | undefined]> {
    return new Promise<[unknown, ResourceKey | boolean | null | undefined]>((resolve) => {
      try {
        backend.read(lng, ns, (err, data) => resolve([err, data]));
      } catch (error) {
        resolve([error, false]);
      }
    }).then(([err, data]) =>
      err && data && tried < this.maxRetries
        ? new Promise<void>((r) => setTimeout(r, wait)).then(() => this.read(backend, lng, ns, tried + 1, wait * 2))
        : [err, data],
    );
  }

  /** `t` bound to a language (else the current one) and a namespace (else the default one). */
  getFixedT = (lng: string | null | undefined, ns?: string | readonly string[]): TFunction => {
    return (key, options) => {
      const o: TOptions = typeof options === 'object' ? { ...options } : isString(options) ? { defaultValue: options } : {};
      o.lng = o.lng || lng || undefined;
      o.ns = o.ns || ns;
      return this.t(key, o);
    };
  };

  t: TFunction = (keys, options) => {
    if (!this.language) return '';
    const opt: TOptions = typeof options === 'object' ? options : isString(options) ? { defaultValue: options } : {};
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    const last = this.extractFromKey(list[list.length - 1] ?? '', opt).key;
    let found: unknown;
    for (const k of list) {
      found = this.resolve(k, opt);
      if (found !== undefined) break;
    }
    let res: string;
    if (isString(found)) res = found;
    else if (opt.defaultValue !== undefined) {
      res = opt.defaultValue;
      if (res === '') return res;
    } else res = last;
    return opt.skipInterpolation ? res : this.interpolate(res, opt);
  };

  private extractFromKey(key: string, opt: TOptions): { key: string; namespaces: readonly string[] } {
    let ns = opt.ns ?? this.options.defaultNS;
    if (key.includes(':') && looksLikeObjectPath(key)) {
      const parts = key.split(':');
      ns = parts.shift() ?? '';
      key = parts.join('.');
    }
    return { key, namespaces: isString(ns) ? [ns] : ns };
  }

  /** The value at key (a string; an object or nothing: not found), by namespace, then language, then plural form. */
  private resolve(k: string, opt: TOptions): unknown {
    const { key, namespaces } = this.extractFromKey(k, opt);
    const plural = opt.count !== undefined && !isString(opt.count);
    const codes = opt.lngs ?? this.hierarchy(opt.lng || this.language);
    for (const ns of namespaces) {
      for (const code of codes) {
        const candidates = [key];
        if (plural) {
          const suffix = `_${this.pluralRules(code).select(Number(opt.count))}`;
          candidates.push(key + suffix);
          if (opt.count === 0) candidates.push(`${key}_zero`);
          if (suffix !== '_other') candidates.unshift(`${key}_other`);
        }
        for (let i = candidates.length - 1; i >= 0; i--) {
          const value = getPath(this.store[code]?.[ns], (candidates[i] ?? '').split('.'));
          if (value !== undefined && value !== null && value !== '') return value;
        }
      }
    }
    return undefined;
  }

  private pluralRules(code: string): Intl.PluralRules {
    let rules = this.plurals.get(code);
    if (!rules) this.plurals.set(code, (rules = new Intl.PluralRules(this.pluralTag(code))));
    return rules;
  }

  /** {{name}} (or {{- name}}) -> the value, unescaped; a value the caller did not pass stays as written. */
  interpolate(text: string, values: TOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
      const name = inner.startsWith('-') ? inner.slice(1).trim() : inner.trim();
      const value = getPath(values, name.split('.')) ?? (own(values, name) ? values[name] : undefined);
      if (value === undefined) return own(values, name) ? '' : match;
      return value === null ? '' : String(value);
    });
  }
}
