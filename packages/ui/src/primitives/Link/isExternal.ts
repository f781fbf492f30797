/** Absolute web URLs leave the app: they open in a new tab. mailto:, tel: and paths do not. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
