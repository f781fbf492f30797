import { createIcon } from '../createIcon';

export const ChevronUpIcon = /*#__PURE__*/ createIcon('ChevronUp', <path d="M18 15l-6-6-6 6" />);
