import { createIcon } from '../createIcon';

/** Player protection (responsible gaming). */
export const ShieldIcon = /*#__PURE__*/ createIcon(
  'Shield',
  <>
    <path d="M12 3 19 6v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
