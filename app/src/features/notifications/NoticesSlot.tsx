/** The frame's notification slot (frame/slots.tsx NoticesSlot): a chunk loaded with the frame's, after the first paint. */
import type { NoticesSlot } from '../../frame/slots';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NoticeBell } from './NoticeBell';

export const notices: NoticesSlot = { Bell: NoticeBell, Banner: MaintenanceBanner };
