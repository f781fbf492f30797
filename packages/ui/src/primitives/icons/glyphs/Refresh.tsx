import { createIcon } from '../createIcon';

export const RefreshIcon = /*#__PURE__*/ createIcon(
  'Refresh',
  <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 3v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16M20 21v-5h-5" />,
);
