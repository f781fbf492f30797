import { createIcon } from '../createIcon';

export const CardIcon = /*#__PURE__*/ createIcon(
  'Card',
  <>
    <rect x="7" y="3" width="13" height="17" rx="2" />
    <path d="M7 6.5 4.6 7.2a1.5 1.5 0 0 0-1 1.8l3 10.7a1.5 1.5 0 0 0 1.8 1l2.1-.6" />
    <path d="M13.5 8.5c-1.6 1.7-3 2.8-3 4.1a1.5 1.5 0 0 0 3 .4 1.5 1.5 0 0 0 3-.4c0-1.3-1.4-2.4-3-4.1zM13.5 13v2.5" />
  </>,
);
