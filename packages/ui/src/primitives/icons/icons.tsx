// 24 x 24 grid, 1.75 stroke, round joins. One module per icon (./glyphs): a bundle keeps only the
// icons it uses even when the icons a page needs and those of lazy chunks meet in one chunk (a
// module goes to one chunk as a whole, with every export any chunk uses).

/* Money and account */
export { DepositIcon } from './glyphs/Deposit';
export { WithdrawIcon } from './glyphs/Withdraw';
export { BankIcon } from './glyphs/Bank';
export { WalletIcon } from './glyphs/Wallet';
export { PromotionIcon } from './glyphs/Promotion';
export { HistoryIcon } from './glyphs/History';
export { UserIcon } from './glyphs/User';
export { LockIcon } from './glyphs/Lock';
export { LogoutIcon } from './glyphs/Logout';
export { HomeIcon } from './glyphs/Home';
export { ShieldIcon } from './glyphs/Shield';

/* Games */
export { GameIcon } from './glyphs/Game';
export { SlotIcon } from './glyphs/Slot';
export { SportIcon } from './glyphs/Sport';
export { CasinoIcon } from './glyphs/Casino';
export { FishIcon } from './glyphs/Fish';
export { CardIcon } from './glyphs/Card';
export { ChickenIcon } from './glyphs/Chicken';

/* Contact and language */
export { GlobeIcon } from './glyphs/Globe';
export { ChatIcon } from './glyphs/Chat';
export { WhatsappIcon } from './glyphs/Whatsapp';
export { LineIcon } from './glyphs/Line';
export { FacebookIcon } from './glyphs/Facebook';
export { TelegramIcon } from './glyphs/Telegram';
export { TwitterIcon } from './glyphs/Twitter';

/* Navigation */
export { MenuIcon } from './glyphs/Menu';
export { CloseIcon } from './glyphs/Close';
export { ChevronLeftIcon } from './glyphs/ChevronLeft';
export { ChevronRightIcon } from './glyphs/ChevronRight';
export { ChevronUpIcon } from './glyphs/ChevronUp';
export { ChevronDownIcon } from './glyphs/ChevronDown';
export { ArrowUpIcon } from './glyphs/ArrowUp';
export { ExternalLinkIcon } from './glyphs/ExternalLink';

/* Actions and status */
export { CopyIcon } from './glyphs/Copy';
export { CheckIcon } from './glyphs/Check';
export { CheckCircleIcon } from './glyphs/CheckCircle';
export { PlusIcon } from './glyphs/Plus';
export { EyeIcon } from './glyphs/Eye';
export { EyeOffIcon } from './glyphs/EyeOff';
export { RefreshIcon } from './glyphs/Refresh';
export { QrIcon } from './glyphs/Qr';
export { DownloadIcon } from './glyphs/Download';
export { CalendarIcon } from './glyphs/Calendar';
export { ClockIcon } from './glyphs/Clock';
export { AlertIcon } from './glyphs/Alert';
export { InfoIcon } from './glyphs/Info';
export { BellIcon } from './glyphs/Bell';
export { OfflineIcon } from './glyphs/Offline';
