import { createIcon } from '../createIcon';

export const ChevronDownIcon = /*#__PURE__*/ createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
