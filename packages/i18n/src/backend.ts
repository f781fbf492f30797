import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages';
import { LAZY_BUNDLED } from './resources';

export interface LocalesBackendOptions {
  /** Where th, cn and vn come from; {{lng}} and {{ns}} are replaced. */
  loadPath?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/**
 * The URL the Vite plugin serves and emits. Its content hash (defined by the plugin) makes every
 * deploy fetch fresh texts while a browser may cache one version for good.
 */
export function defaultLoadPath(): string {
  const base: string = import.meta.env.BASE_URL ?? '/';
  const version = import.meta.env.DOKKHAM_LOCALES_VERSION as string | undefined;
  return `${base.endsWith('/') ? base : `${base}/`}locales/{{lng}}/{{ns}}.json${version ? `?v=${version}` : ''}`;
}

/**
 * A tiny i18next backend, no dependency: Lao namespaces outside the entry bundle come from their
 * lazy chunk, every other language from a JSON file over HTTP. Network failures ask i18next to
 * retry (it backs off: maxRetries, retryTimeout); a missing file does not. Ours rather than
 * i18next-resources-to-backend: to ask for retries, its loader takes i18next's callback too, so it
 * would wrap this very function, its own code on top.
 */
export function createLocalesBackend(options: LocalesBackendOptions = {}): BackendModule {
  const loadPath = options.loadPath ?? defaultLoadPath();
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    type: 'backend',
    // read(language, namespace, callback): callback(error, retry?) or callback(null, texts).
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const lazy = language === DEFAULT_LANGUAGE ? LAZY_BUNDLED[namespace as keyof typeof LAZY_BUNDLED] : undefined;
      if (lazy) {
        lazy().then(
          (data) => callback(null, data as ResourceKey),
          (error: unknown) => callback(error instanceof Error ? error : String(error), true),
        );
        return;
      }
      const url = loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
      doFetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
        async (response) => {
          if (!response.ok) {
            // 5xx and 429 are worth another try; 404 and the like are not.
            callback(`${url}: HTTP ${response.status}`, response.status >= 500 || response.status === 429);
            return;
          }
          try {
            callback(null, (await response.json()) as ResourceKey);
          } catch {
            callback(`${url}: not JSON`, false);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : String(error), true),
      );
    },
  };
}
