export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationPanel, type AnnouncementItem, type NotificationItem, type NotificationPanelProps } from './NotificationPanel';
export { AnnouncementBanner, type AnnouncementBannerProps } from './AnnouncementBanner';
