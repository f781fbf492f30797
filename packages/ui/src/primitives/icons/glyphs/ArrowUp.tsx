import { createIcon } from '../createIcon';

export const ArrowUpIcon = /*#__PURE__*/ createIcon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
