import { queries } from '@dokkham/api';
import { NotificationBell } from '@dokkham/ui/Notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

// The list, its texts and its mutation load the first time the bell is pressed.
const NoticePanel = lazy(() => import('./NoticePanel').then((m) => ({ default: m.NoticePanel })));

/** The signed-in navbar's bell: the unread count from the first page of notices (the panel reads the same query). */
export function NoticeBell() {
  const { data } = useQuery(queries.notifications());
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const bell = <NotificationBell count={data?.unreadCount ?? 0} aria-haspopup="dialog" aria-expanded={open} />;
  if (!wanted)
    return (
      <NotificationBell
        count={data?.unreadCount ?? 0}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
    );
  return (
    <Suspense fallback={bell}>
      <NoticePanel trigger={bell} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
