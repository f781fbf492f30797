import { createIcon } from '../createIcon';

export const ChevronRightIcon = /*#__PURE__*/ createIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
