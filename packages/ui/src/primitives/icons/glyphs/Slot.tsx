import { createIcon } from '../createIcon';

export const SlotIcon = /*#__PURE__*/ createIcon(
  'Slot',
  <>
    <rect x="2.5" y="6" width="15" height="14" rx="2" />
    <path d="M6.5 6V3.5h7V6" />
    <rect x="5" y="9.5" width="3" height="5" rx=".5" />
    <rect x="8.5" y="9.5" width="3" height="5" rx=".5" />
    <rect x="12" y="9.5" width="3" height="5" rx=".5" />
    <path d="M20.5 9.5V16h-3" />
    <circle cx="20.5" cy="7.5" r="1.5" />
  </>,
);
