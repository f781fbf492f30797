import {
  cloneElement,
  Fragment,
  isValidElement,
  Suspense,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { I18n, TFunction, TOptions } from './engine';
import { i18n, initI18n, setLanguage } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { DEFAULT_NAMESPACE } from './namespaces';

export interface I18nProviderProps {
  children?: ReactNode;
  /** Shown while the texts a child needs are loading (a component suspends meanwhile). */
  fallback?: ReactNode;
}

/**
 * Initialises `i18n` if the app has not (idempotent), with a Suspense boundary for namespaces and
 * languages that load on demand.
 */
export function I18nProvider({ children, fallback = null }: I18nProviderProps) {
  void initI18n();
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/** Bumped on every 'languageChanged': what re-renders the components using texts. */
let revision = 0;
/** One `t` per namespace until the next switch: a stable identity for hooks' dependencies. */
const fixedTs = new Map<string, TFunction>();
i18n.on('languageChanged', () => {
  revision += 1;
  fixedTs.clear();
});
function subscribe(callback: () => void): () => void {
  i18n.on('languageChanged', callback);
  return () => i18n.off('languageChanged', callback);
}
const getRevision = () => revision;

/** Loads in flight for suspended components, one per language and namespace list. */
const suspenders = new Map<string, Promise<void>>();

function whenLoaded(namespaces: readonly string[]): Promise<void> {
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let promise = suspenders.get(key);
  if (!promise) {
    promise = initI18n()
      .then(() => i18n.loadNamespaces(namespaces))
      .finally(() => suspenders.delete(key));
    suspenders.set(key, promise);
  }
  return promise;
}

export interface UseTranslationResponse {
  /** Texts of the first namespace by default; `ns:key` for the others. */
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/**
 * `t` in the current language (re-renders when it changes). Suspends (throws a promise to the
 * nearest Suspense boundary) until `namespaces` are loaded for the current language and Lao.
 */
export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResponse {
  const list = namespaces === undefined ? [DEFAULT_NAMESPACE] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  useSyncExternalStore(subscribe, getRevision, getRevision);
  const tKey = `${i18n.language}|${list[0] ?? ''}`;
  let t = fixedTs.get(tKey);
  if (!t) fixedTs.set(tKey, (t = i18n.getFixedT(i18n.language, list[0])));
  const ready = i18n.isInitialized && list.every((ns) => i18n.hasLoadedNamespace(ns));
  if (!ready) throw whenLoaded(list);
  return { t, i18n, ready };
}

export interface TransProps {
  /** The key, with `ns:` or in `t`'s namespace. */
  i18nKey: string;
  /** Usually the `t` of the component's useTranslation. */
  t?: TFunction;
  ns?: string;
  values?: Record<string, unknown>;
  /** `<name>…</name>` (or `<0>…</0>` with an array) in the text become these elements, holding what the tags enclose. */
  components?: Readonly<Record<string, ReactElement>> | readonly ReactElement[];
  tOptions?: TOptions;
}

/**
 * A text with markup: "Page <b>{{page}}</b> of {{count}}" with `components={{ b: <span/> }}`.
 * Tags are read from the translation before interpolation, so values never become markup.
 */
export function Trans({ i18nKey, t: tProp, ns, values = {}, components = {}, tOptions }: TransProps) {
  const t = tProp ?? i18n.getFixedT(null, ns);
  const template = t(i18nKey, { ...tOptions, ...(ns && { ns }), skipInterpolation: true });
  return <>{renderMarkup(template, components, (text) => i18n.interpolate(text, values))}</>;
}

const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

function renderMarkup(
  text: string,
  components: Readonly<Record<string, ReactElement>> | readonly ReactElement[],
  fill: (text: string) => string,
): ReactNode[] {
  const root: ReactNode[] = [];
  const stack: { name: string; children: ReactNode[] }[] = [];
  const top = () => stack[stack.length - 1]?.children ?? root;
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) top().push(fill(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, closing, name = '', selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) {
        // Unbalanced markup: show the text as written.
        return [fill(text)];
      }
      top().push(element(components, open.name, open.children, top().length));
    } else if (selfClosing) top().push(element(components, name, [], top().length));
    else stack.push({ name, children: [] });
  }
  if (stack.length > 0) return [fill(text)];
  if (last < text.length) root.push(fill(text.slice(last)));
  return root;
}

function element(
  components: Readonly<Record<string, ReactElement>> | readonly ReactElement[],
  name: string,
  children: ReactNode[],
  index: number,
): ReactNode {
  const component = (components as Record<string, ReactElement | undefined>)[name];
  const inner = children.length === 0 ? undefined : children.length === 1 ? children[0] : children;
  if (!isValidElement(component)) return <Fragment key={index}>{inner}</Fragment>;
  return inner === undefined ? cloneElement(component, { key: index }) : cloneElement(component, { key: index }, inner);
}

export interface UseLanguage {
  language: Language;
  setLanguage: (lng: Language) => Promise<void>;
}

/** The current language (re-renders when it changes) and the switch. */
export function useLanguage(): UseLanguage {
  const { i18n: instance } = useTranslation();
  const resolved = instance.resolvedLanguage ?? instance.language;
  return { language: isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE, setLanguage };
}
