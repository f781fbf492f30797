// Visual-test modes, defined once: used by `parameters.chromatic.modes` (preview.tsx) and by the
// local visual runner (visual/playwright.config.ts). Mode names are baseline identities on both:
// renaming one resets its baselines. Kept free of runtime imports so Node can load it too.

/** The player's languages (the same codes as @dokkham/i18n LANGUAGES), with their native names. */
export const locales = {
  lo: 'ລາວ',
  th: 'ไทย',
  cn: '中文',
  vn: 'Tiếng Việt',
} as const;
export type Locale = keyof typeof locales;
export const defaultLocale: Locale = 'lo';

/** Mobile first: players mostly use phones. */
export const viewports = {
  mobile: { name: 'Mobile 390 × 844', width: 390, height: 844 },
  desktop: { name: 'Desktop 1280 × 800', width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

export type ModeName = `${Locale}-${ViewportName}`;

/**
 * A Chromatic mode is a set of globals; `viewport` is Chromatic's own key (width × height).
 * `locale` is our global (preview.tsx). The visual runner reads the same two fields.
 */
export interface Mode {
  locale: Locale;
  viewport: { width: number; height: number };
}

const localeCodes = Object.keys(locales) as Locale[];
const viewportNames = Object.keys(viewports) as ViewportName[];

/** 'lo-mobile', 'lo-desktop', 'th-mobile', ... : 4 locales × 2 viewports = 8 modes. */
export const modes = Object.fromEntries(
  localeCodes.flatMap((locale) =>
    viewportNames.map((vp) => {
      const { width, height } = viewports[vp];
      return [`${locale}-${vp}`, { locale, viewport: { width, height } } satisfies Mode];
    }),
  ),
) as Record<ModeName, Mode>;

/**
 * Story parameters merge deeply, so a story narrows the modes by switching the others off
 * (Chromatic's own convention, honoured by the local suite too):
 *   parameters: { chromatic: { modes: onlyModes('mobile') } }        // a phone-only component
 *   parameters: { chromatic: { modes: onlyModes('lo-mobile') } }
 */
export function onlyModes(...keep: readonly (ModeName | ViewportName | Locale)[]): Partial<Record<ModeName, { disable: true }>> {
  const kept = (name: ModeName) => keep.some((k) => k === name || name.startsWith(`${k}-`) || name.endsWith(`-${k}`));
  return Object.fromEntries(
    (Object.keys(modes) as ModeName[]).filter((name) => !kept(name)).map((name) => [name, { disable: true }]),
  );
}
