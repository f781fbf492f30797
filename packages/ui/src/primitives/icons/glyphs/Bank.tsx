import { createIcon } from '../createIcon';

export const BankIcon = /*#__PURE__*/ createIcon(
  'Bank',
  <>
    <path d="M12 3l9 5H3z" />
    <path d="M5 11v7M9.5 11v7M14.5 11v7M19 11v7M3 21h18" />
  </>,
);
