import { createIcon } from '../createIcon';

export const CloseIcon = /*#__PURE__*/ createIcon('Close', <path d="M6 6l12 12M18 6 6 18" />);
