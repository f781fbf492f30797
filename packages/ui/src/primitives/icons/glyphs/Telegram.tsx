import { createIcon } from '../createIcon';

export const TelegramIcon = /*#__PURE__*/ createIcon(
  'Telegram',
  <path d="M21.4 3.6 2.9 10.7c-1 .4-1 1.5 0 1.8l4.7 1.5 1.8 5.6c.2.7.8.8 1.3.4l2.7-2.2 4.9 3.6c.6.4 1.3.1 1.5-.6l3.2-15.5c.2-1.1-.6-1.7-1.6-1.7zM9.8 14.3l-.4 3.8-1.3-4.3 10.3-6.9z" />,
  true,
);
