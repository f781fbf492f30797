import { createIcon } from '../createIcon';

export const DepositIcon = /*#__PURE__*/ createIcon(
  'Deposit',
  <>
    <path d="M12 2.5v9M8 7.5l4 4 4-4" />
    <path d="M3 13.5h4l1.5 2.5h7l1.5-2.5h4" />
    <path d="M3 13.5v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5" />
  </>,
);
