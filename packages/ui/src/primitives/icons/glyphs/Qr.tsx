import { createIcon } from '../createIcon';

export const QrIcon = /*#__PURE__*/ createIcon(
  'Qr',
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3M21 14v.01M17 21h4v-4M14 18v3" />
  </>,
);
