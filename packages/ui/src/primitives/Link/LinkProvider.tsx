import { createContext, useContext, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';

/** What the app's router link receives: an href and the usual anchor attributes. */
export type RouterLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };
export type RouterLinkComponent = ComponentType<RouterLinkProps>;

function PlainAnchor({ children, ...props }: RouterLinkProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<RouterLinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /**
   * The app's router link, adapted to take `href` (e.g. a wrapper around TanStack Router's Link
   * passing href as `to`). It must render an <a> and forward ref, className and aria attributes.
   */
  component: RouterLinkComponent;
  children?: ReactNode;
}

/** Lets ui links navigate with the app's router without ui knowing the router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component for internal hrefs: the router's when provided, else a plain <a>. */
export function useLinkComponent(): RouterLinkComponent {
  return useContext(LinkContext);
}
