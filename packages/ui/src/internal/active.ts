/** What the active rule needs of a navigation entry: its link and its children. */
export interface ActiveRuleEntry {
  href: string;
  children?: readonly ActiveRuleEntry[];
}

/**
 * A path without query string or hash and without a trailing slash ('/player/deposit/?x=1' ->
 * '/player/deposit'), so '/player/deposit' and '/player/deposit/' are the same page.
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when `href` points at the current page, ignoring query string, hash and trailing slash. */
export function isCurrentPath(href: string, currentPath: string): boolean {
  return normalizePath(href) === normalizePath(currentPath);
}

/**
 * SPEC §2: an entry is active when the current path equals its link ignoring the query string, or
 * any of its children (at any depth) is active.
 */
export function isEntryActive(entry: ActiveRuleEntry, currentPath: string): boolean {
  return isCurrentPath(entry.href, currentPath) || (entry.children ?? []).some((child) => isEntryActive(child, currentPath));
}
