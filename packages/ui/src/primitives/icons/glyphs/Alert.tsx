import { createIcon } from '../createIcon';

export const AlertIcon = /*#__PURE__*/ createIcon(
  'Alert',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
