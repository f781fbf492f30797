import { createIcon } from '../createIcon';

export const ChatIcon = /*#__PURE__*/ createIcon(
  'Chat',
  <>
    <path d="M21 12a8.5 8.5 0 0 1-12.3 7.6L3.5 21l1.6-4.6A8.5 8.5 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12.25 12h.01M16 12h.01" strokeWidth={2.5} />
  </>,
);
