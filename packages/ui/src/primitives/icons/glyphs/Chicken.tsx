import { createIcon } from '../createIcon';

export const ChickenIcon = /*#__PURE__*/ createIcon(
  'Chicken',
  <>
    <path d="M6.5 4.5 7.3 3l1 1.2L9.4 3l.4 1.7" />
    <path d="M10.5 8V7.5a3 3 0 0 0-6 0V12c0 4 3 6.5 7 6.5s7.5-2.7 7.5-6c0-1.9-.9-3.6-2.4-4.7L10.5 11" />
    <path d="M4.5 7.5 2.5 8.5l2 .9" />
    <path d="M7.6 7h.01" strokeWidth={2.5} />
    <path d="M10.5 18.5V21M14 18.5V21M9 21h3M12.5 21h3" />
  </>,
);
