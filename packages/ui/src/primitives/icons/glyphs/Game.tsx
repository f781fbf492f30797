import { createIcon } from '../createIcon';

export const GameIcon = /*#__PURE__*/ createIcon(
  'Game',
  <>
    <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
    <path d="M17.3 5H6.7a4 4 0 0 0-4 3.6l-.7 6.6a2.9 2.9 0 0 0 5.2 2L8.8 15h6.4l1.6 2.2a2.9 2.9 0 0 0 5.2-2l-.7-6.6A4 4 0 0 0 17.3 5z" />
  </>,
);
