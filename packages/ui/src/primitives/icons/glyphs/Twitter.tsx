import { createIcon } from '../createIcon';

export const TwitterIcon = /*#__PURE__*/ createIcon(
  'Twitter',
  <path d="M3.5 3.5h5.2l4.1 5.7 4.9-5.7h1.9l-5.9 6.9 6.8 10.1h-5.2l-4.4-6.2-5.3 6.2H3.7l6.4-7.4zm2.7 1.4 9.3 14.2h2.1L8.3 4.9z" />,
  true,
);
