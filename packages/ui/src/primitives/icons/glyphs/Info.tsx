import { createIcon } from '../createIcon';

export const InfoIcon = /*#__PURE__*/ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
