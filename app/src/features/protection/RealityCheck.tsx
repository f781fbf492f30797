/**
 * The reality check (RTS 13), on every /player page: at each interval since the session began a
 * reminder the player must answer. When and in which tab: realityCheckSchedule.ts. The dialog and
 * its texts are a lazy chunk, loaded when the first reminder falls due (a player with the check
 * off never downloads them).
 */
import { queries } from '@dokkham/api';
import { loadNamespaces } from '@dokkham/i18n';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  REMINDER_KEY,
  acknowledged,
  clockOffset,
  isAnswered,
  parseRecord,
  reminderStep,
  type ReminderRecord,
  type ShownReminder,
} from './realityCheckSchedule';

const RealityCheckDialog = lazy(async () => {
  const [module] = await Promise.all([import('./RealityCheckDialog'), loadNamespaces(['protection'])]);
  return { default: module.RealityCheckDialog };
});

const TAB_KEY = 'dokkham:tab';

/** This tab's id: kept in sessionStorage, so a reload of the tab showing a reminder shows it again. */
function tabId(): string {
  const fresh = Math.random().toString(36).slice(2);
  try {
    const kept = window.sessionStorage.getItem(TAB_KEY);
    if (kept) return kept;
    window.sessionStorage.setItem(TAB_KEY, fresh);
  } catch {
    // Storage off (private mode of old browsers): this page load is the tab.
  }
  return fresh;
}

function readRecord(session: string): ReminderRecord {
  try {
    return parseRecord(window.localStorage.getItem(REMINDER_KEY), session);
  } catch {
    return parseRecord(null, session);
  }
}

function writeRecord(record: ReminderRecord): void {
  try {
    window.localStorage.setItem(REMINDER_KEY, JSON.stringify(record));
  } catch {
    // Not kept: this tab still shows and answers its reminders; other tabs may ask again.
  }
}

/** Mounted once in the /player layout. `reload`: where the page goes after "Log out" (stories pass a spy). */
export function RealityCheck({ reload }: { reload?: (path: string) => void }) {
  const { data, dataUpdatedAt } = useQuery(queries.protection());
  const session = data?.sessionStartedAt;
  const minutes = data?.realityCheck.minutes ?? null;
  // Whole seconds: a refetch with the same clocks does not reschedule.
  const offset = data ? Math.round(clockOffset(data.serverTime, dataUpdatedAt) / 1000) * 1000 : 0;
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownReminder | null>(null);
  const [loaded, setLoaded] = useState(false);
  const shownRef = useRef<ShownReminder | null>(null);
  const show = useCallback((next: ShownReminder | null) => {
    shownRef.current = next;
    setShown(next);
    if (next) setLoaded(true);
  }, []);
  const evaluateRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!session) return;
    const tab = tabId();
    let timer: number | undefined;
    let leftToOther: string | null = null;
    const evaluate = () => {
      window.clearTimeout(timer);
      const serverNow = Date.now() + offset;
      const record = readRecord(session);
      const current = shownRef.current;
      // On screen until answered here or in another tab, or taken over by the tab that claimed it last.
      const takenOver = record.claim?.due === current?.due && record.claim?.tab !== tab;
      if (current && current.sessionStartedAt === session && minutes !== null && !isAnswered(record, current.due) && !takenOver) return;
      const visible = document.visibilityState === 'visible';
      const step = reminderStep({ sessionStartedAt: session, minutes, record, serverNow, tab, visible, leftToOther });
      if (step.kind === 'show') {
        writeRecord(step.record);
        show({ due: step.due, sessionStartedAt: session, serverNow });
        return;
      }
      show(null);
      if (step.kind === 'wait') timer = window.setTimeout(evaluate, step.delay);
      else if (step.kind === 'elsewhere') {
        leftToOther = step.due;
        evaluate();
      }
      // 'hidden': the visibilitychange listener evaluates again; 'off': nothing to schedule.
    };
    evaluateRef.current = evaluate;
    evaluate();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') evaluate();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === REMINDER_KEY || event.key === null) evaluate();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearTimeout(timer);
      evaluateRef.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
    };
  }, [session, minutes, offset, show]);

  /** "Continue" and "See my activity": the answer is stored, the next reminder is scheduled. */
  const answer = useCallback(() => {
    if (!session) return;
    writeRecord(acknowledged(readRecord(session), Date.now() + offset));
    show(null);
    evaluateRef.current();
  }, [session, offset, show]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        reminder={shown}
        onContinue={answer}
        onActivity={() => {
          answer();
          void navigate({ to: '/player/responsible-gaming/activity' });
        }}
        reload={reload}
      />
    </Suspense>
  );
}
