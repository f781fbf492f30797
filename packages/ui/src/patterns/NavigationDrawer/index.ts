export { NavigationDrawer, type NavigationDrawerProps, type NavigationEntry } from './NavigationDrawer';
export { isCurrentPath, isEntryActive, normalizePath, type ActiveRuleEntry } from '../../internal/active';
