import { createIcon } from '../createIcon';

export const WalletIcon = /*#__PURE__*/ createIcon(
  'Wallet',
  <>
    <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <path d="M16.5 13.5h.01" strokeWidth={2.5} />
  </>,
);
