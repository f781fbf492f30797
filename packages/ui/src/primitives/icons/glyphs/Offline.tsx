import { createIcon } from '../createIcon';

/** Wi-Fi struck through: no connection. */
export const OfflineIcon = /*#__PURE__*/ createIcon(
  'Offline',
  <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5.2 12.4a10 10 0 0 1 4.3-2.1M16.5 11a10 10 0 0 1 2.3 1.4M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />,
);
