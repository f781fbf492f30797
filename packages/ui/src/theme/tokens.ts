/**
 * Design tokens as plain typed data. The CSS variables of the theme contract are generated from
 * these (contract.css.ts, themes.css.ts); the contrast test reads them directly.
 */

/** Every colour a component may use, named by role. A theme is one complete set of these. */
export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Cards, bars, menus. */
  surface: string;
  /** Dialogs, raised cards, hovered rows. */
  surfaceRaised: string;
  /** Input wells. */
  surfaceSunken: string;
  /** Brand colour for primary actions and highlights. */
  accent: string;
  accentHover: string;
  /** Text and icons on `accent` (and its gradient). */
  onAccent: string;
  /** Accent used as text/icon on background and surfaces (links, active items). */
  accentText: string;
  /** Transparent accent tint for selected/hovered items. */
  accentSubtle: string;
  text: string;
  textMuted: string;
  /** Decorative dividers and card edges. */
  border: string;
  /** Boundaries of controls (inputs, secondary buttons): at least 3:1 on surfaces. */
  borderStrong: string;
  focusRing: string;
  /** Solid destructive action. */
  danger: string;
  dangerHover: string;
  onDanger: string;
  successBackground: string;
  successText: string;
  warningBackground: string;
  warningText: string;
  criticalBackground: string;
  criticalText: string;
  neutralBackground: string;
  neutralText: string;
  /** Scrim behind dialogs and drawers. */
  overlay: string;
  /** Placeholder shimmer. */
  skeleton: string;
  /** Card behind a QR code: scanners need dark modules on white whatever the theme. */
  qrPaper: string;
}

export interface ThemeTokens {
  /** `color-scheme` of the theme, so native controls and scrollbars match. */
  scheme: 'dark' | 'light';
  color: ThemeColors;
  gradient: {
    /** Fill of primary buttons: must keep `onAccent` readable at every stop. */
    accent: string;
    accentHover: string;
    /** Subtle sheen on raised surfaces. */
    surface: string;
  };
  /** Stops of the accent gradient, listed for the contrast test. */
  gradientStops: readonly string[];
  shadow: {
    sm: string;
    md: string;
    lg: string;
    /** Halo under primary actions. */
    glow: string;
    /** Bevel light on filled controls (top highlight, bottom shade). */
    bevel: string;
    /** Cast upward by bars fixed to the bottom of the screen. */
    barUp: string;
  };
}

/** Gold on dark: the default Dokkham look. Warm charcoal surfaces, gold accent. */
export const gold: ThemeTokens = {
  scheme: 'dark',
  color: {
    background: '#0E0D0B',
    surface: '#181612',
    surfaceRaised: '#221F19',
    surfaceSunken: '#12110E',
    accent: '#E2AE3F',
    accentHover: '#F0C050',
    onAccent: '#1A1205',
    accentText: '#E8BE5A',
    accentSubtle: 'rgba(226, 174, 63, 0.14)',
    text: '#F6F1E7',
    textMuted: '#B5AC9B',
    border: '#2F2B23',
    borderStrong: '#7A6F5C',
    focusRing: '#FFD45C',
    danger: '#C33131',
    dangerHover: '#D43B3B',
    onDanger: '#FFFFFF',
    successBackground: '#10301C',
    successText: '#7BE3A0',
    warningBackground: '#3A2E0C',
    warningText: '#F5CF5F',
    criticalBackground: '#3C1515',
    criticalText: '#FF9A90',
    neutralBackground: '#2A2722',
    neutralText: '#D2CBBE',
    overlay: 'rgba(6, 5, 3, 0.74)',
    skeleton: '#2A2620',
    qrPaper: '#FFFFFF',
  },
  gradient: {
    accent: 'linear-gradient(180deg, #F5D77E 0%, #E2AE3F 48%, #C8922A 100%)',
    accentHover: 'linear-gradient(180deg, #FADF8E 0%, #F0C050 48%, #D69E31 100%)',
    surface: 'linear-gradient(180deg, rgba(255, 236, 190, 0.045) 0%, rgba(255, 236, 190, 0) 60%)',
  },
  gradientStops: ['#F5D77E', '#E2AE3F', '#C8922A', '#FADF8E', '#F0C050', '#D69E31'],
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45), 0 1px 0 rgba(255, 236, 190, 0.05) inset',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6), 0 1px 0 rgba(255, 236, 190, 0.06) inset',
    glow: '0 6px 18px rgba(226, 174, 63, 0.28)',
    bevel: 'inset 0 1px 0 rgba(255, 255, 255, 0.4), inset 0 -1px 0 rgba(80, 50, 0, 0.25)',
    barUp: '0 -6px 18px rgba(0, 0, 0, 0.35)',
  },
};

/**
 * Jade on ivory: a light theme an agency could choose. It exists to prove that components only
 * know roles: switching the class restyles everything.
 */
export const jade: ThemeTokens = {
  scheme: 'light',
  color: {
    background: '#F3F5F2',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#F7F9F6',
    accent: '#0D7A5F',
    accentHover: '#0A6B53',
    onAccent: '#FFFFFF',
    accentText: '#0A6A52',
    accentSubtle: 'rgba(13, 122, 95, 0.1)',
    text: '#14201B',
    textMuted: '#4B5A53',
    border: '#DDE3DF',
    borderStrong: '#7C8A84',
    focusRing: '#0A6A52',
    danger: '#B42318',
    dangerHover: '#9A1D14',
    onDanger: '#FFFFFF',
    successBackground: '#DDF3E6',
    successText: '#0E6A3A',
    warningBackground: '#FDF0CC',
    warningText: '#744F00',
    criticalBackground: '#FCE3E1',
    criticalText: '#A8231C',
    neutralBackground: '#ECEEEC',
    neutralText: '#45504B',
    overlay: 'rgba(20, 32, 27, 0.5)',
    skeleton: '#E4E9E6',
    // The QR card stays white paper under every theme.
    qrPaper: '#FFFFFF',
  },
  gradient: {
    accent: 'linear-gradient(180deg, #0E8064 0%, #0D7A5F 55%, #0A6B53 100%)',
    accentHover: 'linear-gradient(180deg, #0F7D62 0%, #0A6B53 55%, #085C47 100%)',
    surface: 'linear-gradient(180deg, rgba(13, 122, 95, 0.03) 0%, rgba(13, 122, 95, 0) 60%)',
  },
  gradientStops: ['#0E8064', '#0D7A5F', '#0A6B53', '#0F7D62', '#085C47'],
  shadow: {
    sm: '0 1px 2px rgba(20, 32, 27, 0.08)',
    md: '0 4px 14px rgba(20, 32, 27, 0.08)',
    lg: '0 18px 48px rgba(20, 32, 27, 0.16)',
    glow: '0 6px 18px rgba(13, 122, 95, 0.22)',
    bevel: 'inset 0 1px 0 rgba(255, 255, 255, 0.18), inset 0 -1px 0 rgba(0, 0, 0, 0.12)',
    barUp: '0 -6px 18px rgba(0, 0, 0, 0.35)',
  },
};

export const themeTokens = { gold, jade } as const;
export type ThemeName = keyof typeof themeTokens;

/** 4 px grid. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  pill: '999px',
} as const;

/** Nothing below 13 px: Lao and Thai marks become unreadable on phones. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

/**
 * Lao and Thai stack vowels and tone marks above and below the line: body text needs ~1.7,
 * and even headings keep 1.4 so marks of adjacent lines never touch.
 */
export const lineHeight = {
  heading: '1.4',
  control: '1.5',
  body: '1.75',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * Font stacks per script. Only Lao gets a webfont (the Lao slice of Noto Sans Lao); Android,
 * iOS and desktop systems ship Thai and CJK fonts, a CJK webfont would weigh ~250 KB.
 */
export const fontFamily = {
  base: systemSans,
  // The webfont's unicode-range is Lao only: Latin digits fall through to the system font.
  lo: `"Noto Sans Lao", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Lao UI", "Leelawadee UI", "Lao UI", sans-serif`,
  th: `"Noto Sans Thai", "Noto Sans Thai UI", "Leelawadee UI", Tahoma, ${systemSans}`,
  cn: `system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei", sans-serif`,
  vn: systemSans,
  mono: 'ui-monospace, "SFMono-Regular", "Roboto Mono", Menlo, Consolas, monospace',
} as const;

/** Stacking layers, lowest to highest. Menus sit above dialogs because dialogs may contain them. */
export const zIndex = {
  base: '0',
  sticky: '100',
  bottomBar: '150',
  navbar: '200',
  drawer: '300',
  dialog: '400',
  menu: '450',
  toast: '500',
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/**
 * SPEC §9: bottom app bar up to 576 px; footer mobile layout up to 768, desktop from 769.
 * wideMin: room for every navbar label (language and contact names beside a long player name).
 */
export const breakpoints = {
  phoneMax: 576,
  tabletMax: 768,
  desktopMin: 769,
  wideMin: 1024,
} as const;

/** Heights of the frame's bars, for what must sit clear of them (toasts, the page's bottom room). */
export const barHeight = {
  /** The navbar on phones (up to 576 px), below the safe-area inset. */
  navbarPhone: '3.5rem',
  /** The navbar above phones. */
  navbar: '4rem',
  /** The bottom app bar (phones), above the safe-area inset. */
  bottomBar: '4rem',
} as const;

/**
 * The floating scroll-to-top button (ScrollToTop): its inset from the screen's inline end, and the
 * room at that end that text reaching the page's last lines (the footer's 18+ note) leaves it
 * (the button's 52 px, the inset and a gap).
 */
export const scrollToTop = {
  inset: space[4],
  clearance: `calc(52px + ${space[4]} + ${space[3]})`,
} as const;

/** The page's content column: the app's <main> and the footer line up on it. */
export const contentMaxWidth = '72rem';

/** Media queries for `'@media'` blocks in .css.ts files and for `matchMedia`. */
export const media = {
  /** Small phones (360 px and the like, below the common 375-390 px): the tightest spacing. */
  smallPhone: 'screen and (max-width: 374px)',
  /** Phones: the bottom app bar is shown. */
  phone: `screen and (max-width: ${breakpoints.phoneMax}px)`,
  /** Above phones. */
  abovePhone: `screen and (min-width: ${breakpoints.phoneMax + 1}px)`,
  /** Phones and tablets: mobile footer. */
  mobile: `screen and (max-width: ${breakpoints.tabletMax}px)`,
  /** Desktop layout. */
  desktop: `screen and (min-width: ${breakpoints.desktopMin}px)`,
  /** Below wide screens: the navbar's language and contact menus are icons. */
  belowWide: `screen and (max-width: ${breakpoints.wideMin - 1}px)`,
  /** Wide screens: every navbar label shows. */
  wide: `screen and (min-width: ${breakpoints.wideMin}px)`,
  /** Touch screens: keep targets at 44 px. */
  coarse: '(pointer: coarse)',
  /** A pointer that hovers (a mouse): hover effects only there, not stuck on a phone after a tap, nor recomputed under a scrolling finger. */
  hover: '(hover: hover)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Minimum touch target (WCAG 2.5.5 / platform guidelines). */
export const touchTarget = '44px';
