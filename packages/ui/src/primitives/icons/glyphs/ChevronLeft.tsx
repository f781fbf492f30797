import { createIcon } from '../createIcon';

export const ChevronLeftIcon = /*#__PURE__*/ createIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
