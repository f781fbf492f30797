import { createIcon } from '../createIcon';

export const DownloadIcon = /*#__PURE__*/ createIcon('Download', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
