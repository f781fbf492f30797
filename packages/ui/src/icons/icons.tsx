import { createIcon } from './createIcon';

// 24 x 24 grid, 1.75 stroke, round joins. Each icon is its own pure constant so a bundle keeps
// only the icons it uses.

/* Money and account */
export const DepositIcon = /*#__PURE__*/ createIcon(
  'Deposit',
  <>
    <path d="M12 2.5v9M8 7.5l4 4 4-4" />
    <path d="M3 13.5h4l1.5 2.5h7l1.5-2.5h4" />
    <path d="M3 13.5v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5" />
  </>,
);
export const WithdrawIcon = /*#__PURE__*/ createIcon(
  'Withdraw',
  <>
    <path d="M12 11.5v-9M8 6.5l4-4 4 4" />
    <path d="M3 13.5h4l1.5 2.5h7l1.5-2.5h4" />
    <path d="M3 13.5v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5" />
  </>,
);
export const BankIcon = /*#__PURE__*/ createIcon(
  'Bank',
  <>
    <path d="M12 3l9 5H3z" />
    <path d="M5 11v7M9.5 11v7M14.5 11v7M19 11v7M3 21h18" />
  </>,
);
export const WalletIcon = /*#__PURE__*/ createIcon(
  'Wallet',
  <>
    <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <path d="M16.5 13.5h.01" strokeWidth={2.5} />
  </>,
);
export const PromotionIcon = /*#__PURE__*/ createIcon(
  'Promotion',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
    <path d="M12 8S10.5 3.5 8 3.5a2.25 2.25 0 0 0 0 4.5M12 8s1.5-4.5 4-4.5a2.25 2.25 0 0 1 0 4.5" />
  </>,
);
export const HistoryIcon = /*#__PURE__*/ createIcon(
  'History',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>,
);
export const UserIcon = /*#__PURE__*/ createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LockIcon = /*#__PURE__*/ createIcon(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const LogoutIcon = /*#__PURE__*/ createIcon(
  'Logout',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const HomeIcon = /*#__PURE__*/ createIcon(
  'Home',
  <path d="M3 10.5 12 3l9 7.5M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />,
);

/* Games */
export const GameIcon = /*#__PURE__*/ createIcon(
  'Game',
  <>
    <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
    <path d="M17.3 5H6.7a4 4 0 0 0-4 3.6l-.7 6.6a2.9 2.9 0 0 0 5.2 2L8.8 15h6.4l1.6 2.2a2.9 2.9 0 0 0 5.2-2l-.7-6.6A4 4 0 0 0 17.3 5z" />
  </>,
);
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
export const SportIcon = /*#__PURE__*/ createIcon(
  'Sport',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
    <path d="M12 7.5V3.2M15.3 9.9l4.1-1.3M14 13.8l2.5 3.5M10 13.8l-2.5 3.5M8.7 9.9 4.6 8.6" />
  </>,
);
export const CasinoIcon = /*#__PURE__*/ createIcon(
  'Casino',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </>,
);
export const FishIcon = /*#__PURE__*/ createIcon(
  'Fish',
  <>
    <path d="M2.5 12c2-3.6 5-5.5 8.5-5.5s6 2 7.5 5.5c-1.5 3.5-4 5.5-7.5 5.5S4.5 15.6 2.5 12z" />
    <path d="M18.5 12l3-3.5v7z" />
    <path d="M7 11h.01" strokeWidth={2.5} />
    <path d="M11 8.5c1 1 1.5 2.2 1.5 3.5s-.5 2.5-1.5 3.5" />
  </>,
);
export const CardIcon = /*#__PURE__*/ createIcon(
  'Card',
  <>
    <rect x="7" y="3" width="13" height="17" rx="2" />
    <path d="M7 6.5 4.6 7.2a1.5 1.5 0 0 0-1 1.8l3 10.7a1.5 1.5 0 0 0 1.8 1l2.1-.6" />
    <path d="M13.5 8.5c-1.6 1.7-3 2.8-3 4.1a1.5 1.5 0 0 0 3 .4 1.5 1.5 0 0 0 3-.4c0-1.3-1.4-2.4-3-4.1zM13.5 13v2.5" />
  </>,
);
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

/* Contact and language */
export const GlobeIcon = /*#__PURE__*/ createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const ChatIcon = /*#__PURE__*/ createIcon(
  'Chat',
  <>
    <path d="M21 12a8.5 8.5 0 0 1-12.3 7.6L3.5 21l1.6-4.6A8.5 8.5 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12.25 12h.01M16 12h.01" strokeWidth={2.5} />
  </>,
);
export const WhatsappIcon = /*#__PURE__*/ createIcon(
  'Whatsapp',
  <>
    <path d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 1.7a7.8 7.8 0 1 1-4 14.5l-.3-.2-2.8.8.8-2.8-.2-.3A7.8 7.8 0 0 1 12 4.2z" />
    <path d="M9.2 7.6c-.2-.4-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.3.3-1 .9-1 2.2s.9 2.6 1.1 2.8c.1.2 1.9 3 4.7 4.1 2.3.9 2.8.7 3.3.7.5-.1 1.6-.7 1.8-1.3.2-.6.2-1.2.2-1.3-.1-.1-.3-.2-.6-.3l-1.8-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.6.1-.3-.1-1.1-.4-2.1-1.3-.8-.7-1.3-1.6-1.5-1.9-.2-.3 0-.4.1-.6l.4-.5.3-.5c.1-.2 0-.4 0-.5z" />
  </>,
  true,
);
export const LineIcon = /*#__PURE__*/ createIcon(
  'Line',
  // The letters are holes (even-odd) so the mark works on any background.
  <path
    fillRule="evenodd"
    d="M12 2.5c5.5 0 10 3.6 10 8 0 4.1-3.7 7-7.4 7.8-1 .9-4.4 3.5-5.6 3.6-.5 0-.3-.7-.2-1.1l.3-2.3C5 17.6 2 14.5 2 10.5c0-4.4 4.5-8 10-8zM5.8 8h1.3v3.9H5.8zM5.8 11.9h3.1v1.3H5.8zM9.8 8h1.3v5.2H9.8zM12 8h1.3v5.2H12zM13.3 8l1.5 3.4v1.8l-1.5-3.4zM14.8 8h1.3v5.2h-1.3zM17.1 8h1.3v5.2h-1.3zM18.4 8h1.8v1.2h-1.8zM18.4 10h1.6v1.2h-1.6zM18.4 12h1.8v1.2h-1.8z"
  />,
  true,
);
export const FacebookIcon = /*#__PURE__*/ createIcon(
  'Facebook',
  <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.3H7.4v3.2h2.7v8z" />,
  true,
);
export const TelegramIcon = /*#__PURE__*/ createIcon(
  'Telegram',
  <path d="M21.4 3.6 2.9 10.7c-1 .4-1 1.5 0 1.8l4.7 1.5 1.8 5.6c.2.7.8.8 1.3.4l2.7-2.2 4.9 3.6c.6.4 1.3.1 1.5-.6l3.2-15.5c.2-1.1-.6-1.7-1.6-1.7zM9.8 14.3l-.4 3.8-1.3-4.3 10.3-6.9z" />,
  true,
);
export const TwitterIcon = /*#__PURE__*/ createIcon(
  'Twitter',
  <path d="M3.5 3.5h5.2l4.1 5.7 4.9-5.7h1.9l-5.9 6.9 6.8 10.1h-5.2l-4.4-6.2-5.3 6.2H3.7l6.4-7.4zm2.7 1.4 9.3 14.2h2.1L8.3 4.9z" />,
  true,
);

/* Navigation */
export const MenuIcon = /*#__PURE__*/ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /*#__PURE__*/ createIcon('Close', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = /*#__PURE__*/ createIcon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = /*#__PURE__*/ createIcon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const ChevronUpIcon = /*#__PURE__*/ createIcon('ChevronUp', <path d="M18 15l-6-6-6 6" />);
export const ChevronDownIcon = /*#__PURE__*/ createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ArrowUpIcon = /*#__PURE__*/ createIcon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const ExternalLinkIcon = /*#__PURE__*/ createIcon(
  'ExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

/* Actions and status */
export const CopyIcon = /*#__PURE__*/ createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const CheckIcon = /*#__PURE__*/ createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7" />);
export const CheckCircleIcon = /*#__PURE__*/ createIcon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.2 9.5" />
  </>,
);
export const PlusIcon = /*#__PURE__*/ createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const EyeIcon = /*#__PURE__*/ createIcon(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /*#__PURE__*/ createIcon(
  'EyeOff',
  <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.2 3.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
);
export const RefreshIcon = /*#__PURE__*/ createIcon(
  'Refresh',
  <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 3v5h5M4 13a8 8 0 0 0 14.3 4.9L20 16M20 21v-5h-5" />,
);
export const QrIcon = /*#__PURE__*/ createIcon(
  'Qr',
  <>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3M21 14v.01M17 21h4v-4M14 18v3" />
  </>,
);
export const DownloadIcon = /*#__PURE__*/ createIcon('Download', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const ClockIcon = /*#__PURE__*/ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const AlertIcon = /*#__PURE__*/ createIcon(
  'Alert',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
export const InfoIcon = /*#__PURE__*/ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
