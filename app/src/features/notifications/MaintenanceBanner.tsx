import { queries } from '@dokkham/api';
import { useLanguage } from '@dokkham/i18n';
import { AnnouncementBanner } from '@dokkham/ui/Notifications';
import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { dismiss, dismissKey, isDismissed, runningMaintenance, textIn } from './notices';

/** A running maintenance announcement under the navbar, on every page, until this player dismisses it. */
export function MaintenanceBanner() {
  const { language } = useLanguage();
  const { data: info } = useQuery(queries.session());
  const { data } = useQuery(queries.announcements());
  // Dismissal lives in localStorage; this only re-renders after one.
  const [, dismissed] = useReducer((n: number) => n + 1, 0);
  const running = data ? runningMaintenance(data.announcements, data.serverTime) : null;
  if (!running) return null;
  const key = dismissKey(info?.player.id ?? null, running.id);
  if (isDismissed(key)) return null;
  return (
    <AnnouncementBanner
      title={textIn(running.title, language)}
      body={textIn(running.body, language)}
      onDismiss={() => {
        dismiss(key);
        dismissed();
      }}
    />
  );
}
