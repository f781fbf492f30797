import { createIcon } from '../createIcon';

export const CheckIcon = /*#__PURE__*/ createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7" />);
