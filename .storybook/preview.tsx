// Everything a story renders inside: theme, language, API client and query cache, a router for
// app screens, and the mock backend. Each story starts from a clean slate (fresh query cache,
// reseeded mock database, empty app storage) so stories never depend on the one before.
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createApiClient, createQueryClient } from '@dokkham/api';
import { I18nProvider, currentLanguage, i18n, initI18n, isLanguage, loadLanguage, type Language } from '@dokkham/i18n';
import { themes, type ThemeName } from '@dokkham/ui/theme';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { configure } from 'storybook/test';
import { addBusySource, installHarness, isAutomated } from './lib/harness';
import { mswStoryLoader } from './lib/msw';
import { StoryRouter, createStoryRouter, type RouterParameter } from './lib/router';
import { installStoryTimers } from './lib/timers';
import { defaultLocale, locales, modes, viewports } from './modes';

installHarness();
// Before any QueryClient: polls and retries run on a clock stories can move (storyKit's later()).
installStoryTimers();

// findBy* and waitFor in play functions wait up to 5 s (default 1 s), longer on a loaded machine
// (the suite passes its load factor, capped at 6x): a busy 2-core CI machine must not fail a
// correct story, and a passing story does not wait longer.
const ASYNC_UTIL_TIMEOUT_MS = 5_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
declare global {
  interface Window {
    /** The machine's load per core, exposed by the story suite (visual/visual.spec.ts). */
    __storyLoadFactor?: () => Promise<number>;
  }
}
async function scaleWaitsToLoad() {
  const factor = (await window.__storyLoadFactor?.()) ?? 1;
  configure({ asyncUtilTimeout: Math.round(ASYNC_UTIL_TIMEOUT_MS * Math.min(6, Math.max(1, factor))) });
}

const defaultTheme: ThemeName = 'gold';
const themeTitles: Record<ThemeName, string> = { gold: 'Gold on dark (default)', jade: 'Jade (second agency theme)' };

/** Storybook's own keys (manager layout, addon state) share this origin: keep them. */
const isStorybookKey = (key: string) => /^(@?storybook|sb-)/i.test(key);
function clearAppStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (!isStorybookKey(key)) storage.removeItem(key);
  }
}

/** Router on for app screens (files under app/) or when a story sets `parameters.router`. */
function routerParameter(parameters: Record<string, unknown>): RouterParameter | undefined {
  const value = parameters.router as RouterParameter | false | undefined;
  if (value === false) return undefined;
  if (value) return value;
  const file = typeof parameters.fileName === 'string' ? parameters.fileName : '';
  return /(^|\/)app\/src\//.test(file) ? {} : undefined;
}

let removeQueryBusySource: (() => void) | undefined;

interface Loaded {
  queryClient: QueryClient;
  router?: AnyRouter;
}

/**
 * Runs before every render (also when a toolbar global changes), so the first paint is already
 * in the right language and theme: screenshots never catch a loading or half-styled state.
 */
const prepareStory: Loader = async ({ globals, parameters }): Promise<Loaded> => {
  clearAppStorage();
  window.scrollTo(0, 0);
  await scaleWaitsToLoad();
  const locale: Language = isLanguage(globals.locale) ? globals.locale : defaultLocale;
  const theme: ThemeName = globals.theme in themes ? (globals.theme as ThemeName) : defaultTheme;

  // The theme class goes on <html> so portalled dialogs and menus inherit it.
  const root = document.documentElement;
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[theme]);

  // Not setLanguage(): that would persist the choice. i18n sets <html lang> on change.
  await initI18n({ lng: locale });
  await loadLanguage(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);

  const api = createApiClient({ baseUrl: '/api', getLanguage: currentLanguage });
  // Retries off: an error story shows its error at once instead of after the backoff.
  const queryClient = createQueryClient({ api, defaultOptions: { queries: { retry: false } } });
  removeQueryBusySource?.();
  removeQueryBusySource = addBusySource('queries', () => queryClient.isFetching() + queryClient.isMutating());
  const routing = routerParameter(parameters);
  const router = routing ? await createStoryRouter(routing.initialPath ?? '/', { queryClient }) : undefined;
  return { queryClient, ...(router && { router }) };
};

const withProviders: Decorator = (Story, { loaded }) => {
  const { queryClient, router } = loaded as Loaded;
  const story = <Story />;
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        {router ? <StoryRouter router={router}>{story}</StoryRouter> : story}
      </QueryClientProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title, right: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Agency theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(themeTitles).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: defaultLocale,
    theme: defaultTheme,
    // In automated runs axe runs from the story suite (visual/visual.spec.ts), not also in here.
    a11y: { manual: isAutomated },
  },
  loaders: [mswStoryLoader, prepareStory],
  decorators: [withProviders],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewports).map(([key, { name, width, height }]) => [
          key,
          { name, styles: { width: `${width}px`, height: `${height}px` }, type: key === 'mobile' ? 'mobile' : 'desktop' },
        ]),
      ),
    },
    // 'error': violations show as failures in the Accessibility panel, as they fail CI.
    a11y: { test: 'error' },
    chromatic: { modes, cropToViewport: true },
    docs: { toc: true },
  },
};

export default preview;
