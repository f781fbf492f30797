import { createIcon } from '../createIcon';

export const FishIcon = /*#__PURE__*/ createIcon(
  'Fish',
  <>
    <path d="M2.5 12c2-3.6 5-5.5 8.5-5.5s6 2 7.5 5.5c-1.5 3.5-4 5.5-7.5 5.5S4.5 15.6 2.5 12z" />
    <path d="M18.5 12l3-3.5v7z" />
    <path d="M7 11h.01" strokeWidth={2.5} />
    <path d="M11 8.5c1 1 1.5 2.2 1.5 3.5s-.5 2.5-1.5 3.5" />
  </>,
);
