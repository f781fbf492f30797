import { createIcon } from '../createIcon';

export const ClockIcon = /*#__PURE__*/ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
