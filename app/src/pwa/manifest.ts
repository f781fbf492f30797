/**
 * The web app manifest (dist/manifest.webmanifest, linked from index.html by the build) and its
 * icons. The icons are PNGs derived from public/favicon.svg by scripts/icons.mjs and committed.
 */

export interface ManifestIcon {
  /** Under public/ (and the site root). */
  src: string;
  size: number;
  /** 'any': the mark on a dark rounded square; 'maskable': full-bleed, the mark inside the safe zone. */
  purpose: 'any' | 'maskable';
}

export const ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: ManifestIcon['purpose'] }>;
}

export interface WebManifestInput {
  /** The theme's page background (gold theme): splash screen, title bar and status bar. */
  background: string;
  /** One line in Lao, the default language (common:tagline). */
  description: string;
}

/**
 * Lao first, like the app. The whole origin is the app (scope and start URL /): the landing sends
 * a signed-in player on to the player area, so an installed app opens where the player belongs.
 */
export function webManifest({ background, description }: WebManifestInput): WebManifest {
  return {
    id: '/',
    name: 'Dokkham',
    short_name: 'Dokkham',
    description,
    lang: 'lo',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}
