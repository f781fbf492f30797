import type { RouterLinkProps } from '@dokkham/ui/Link';
import { defaultParseSearch, Link, type LinkComponentProps } from '@tanstack/react-router';

/**
 * '/player/game/askmebet?tab=Slot#x' -> to, search object, hash. The query is read as the router
 * reads URLs (?page=2 is the number 2), so the link writes it back unchanged.
 */
export function splitHref(href: string): { to: string; search: Record<string, unknown>; hash: string | undefined } {
  const url = new URL(href, 'http://dokkham.invalid');
  return { to: url.pathname, search: defaultParseSearch(url.search), hash: url.hash ? url.hash.slice(1) : undefined };
}

// The ui decides aria-current itself; TanStack would add it (and an "active" class) to every link
// whose path is a prefix of the location.
const NO_ACTIVE_STATE = { exact: true, includeSearch: false, includeHash: false } as const;

/**
 * The router link @dokkham/ui's Link, LinkButton, Navbar, drawer and bottom bar navigate with
 * (given to ui's LinkProvider): internal hrefs become TanStack links, with preload on intent.
 */
export function RouterLink({ href, ...props }: RouterLinkProps) {
  const { to, search, hash } = splitHref(href);
  // `to` is a runtime path here, not one of the typed route paths.
  const options = { to, search, hash, activeOptions: NO_ACTIVE_STATE, activeProps: {} } as unknown as LinkComponentProps<'a'>;
  return <Link {...options} {...props} />;
}
