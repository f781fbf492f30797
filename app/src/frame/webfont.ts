import { fontFamily, fontWeight } from '@dokkham/ui/theme';

/**
 * Starts the Lao webfont (the weights the theme uses) as the entry runs, for a page that will be in
 * Lao. The browser would only ask for it when the first page's text is laid out, and text laid out
 * while the font is still loading goes through the fallback path (a system-font search for every
 * Lao run, then a second layout when the font arrives): measured on the landing page with a 4x
 * slower CPU, that first layout took ~2x as long. With the font ready by then, it is done once.
 */
export function loadLaoWebfont(fonts: Pick<FontFaceSet, 'load'> | null | undefined = globalThis.document?.fonts): void {
  if (!fonts) return;
  for (const weight of [fontWeight.regular, fontWeight.bold]) {
    // 'ກ' selects the Lao slice (unicode-range). A failure only means the fallback path as before.
    fonts.load(`${weight} 1em ${fontFamily.lo}`, 'ກ').catch(() => undefined);
  }
}
