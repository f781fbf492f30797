export { OfflinePage, type OfflinePageProps } from './OfflinePage';
