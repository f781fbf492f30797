import { createIcon } from '../createIcon';

export const MenuIcon = /*#__PURE__*/ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
