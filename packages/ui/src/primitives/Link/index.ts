export { Link, type LinkProps } from './Link';
export { LinkProvider, useLinkComponent, type LinkProviderProps, type RouterLinkComponent, type RouterLinkProps } from './LinkProvider';
export { isExternalHref } from './isExternal';
