import { createIcon } from '../createIcon';

export const FacebookIcon = /*#__PURE__*/ createIcon(
  'Facebook',
  <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.3H7.4v3.2h2.7v8z" />,
  true,
);
