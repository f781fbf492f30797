import { createIcon } from '../createIcon';

export const LineIcon = /*#__PURE__*/ createIcon(
  'Line',
  // The letters are holes (even-odd) so the mark works on any background.
  <path
    fillRule="evenodd"
    d="M12 2.5c5.5 0 10 3.6 10 8 0 4.1-3.7 7-7.4 7.8-1 .9-4.4 3.5-5.6 3.6-.5 0-.3-.7-.2-1.1l.3-2.3C5 17.6 2 14.5 2 10.5c0-4.4 4.5-8 10-8zM5.8 8h1.3v3.9H5.8zM5.8 11.9h3.1v1.3H5.8zM9.8 8h1.3v5.2H9.8zM12 8h1.3v5.2H12zM13.3 8l1.5 3.4v1.8l-1.5-3.4zM14.8 8h1.3v5.2h-1.3zM17.1 8h1.3v5.2h-1.3zM18.4 8h1.8v1.2h-1.8zM18.4 10h1.6v1.2h-1.6zM18.4 12h1.8v1.2h-1.8z"
  />,
  true,
);
