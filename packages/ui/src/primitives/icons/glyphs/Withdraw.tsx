import { createIcon } from '../createIcon';

export const WithdrawIcon = /*#__PURE__*/ createIcon(
  'Withdraw',
  <>
    <path d="M12 11.5v-9M8 6.5l4-4 4 4" />
    <path d="M3 13.5h4l1.5 2.5h7l1.5-2.5h4" />
    <path d="M3 13.5v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5" />
  </>,
);
