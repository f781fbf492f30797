import { createIcon } from '../createIcon';

export const SportIcon = /*#__PURE__*/ createIcon(
  'Sport',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
    <path d="M12 7.5V3.2M15.3 9.9l4.1-1.3M14 13.8l2.5 3.5M10 13.8l-2.5 3.5M8.7 9.9 4.6 8.6" />
  </>,
);
