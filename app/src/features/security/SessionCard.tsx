import type { PlayerSession } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import * as css from './security.css';

/** "Chrome · Android": the agency's plain names as they are; neither known: "unknown device". */
export function useDeviceName(): (session: PlayerSession) => string {
  const { t } = useTranslation('auth');
  return ({ device }) => [device.browser, device.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
}

interface SessionCardProps {
  session: PlayerSession;
  /** "Log out" on another session (asks first); none on this device. */
  onLogOut: (session: PlayerSession) => void;
}

/** One signed-in session: the device, when it signed in and was last seen; this device marked. */
export function SessionCard({ session, onLogOut }: SessionCardProps) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const deviceName = useDeviceName();
  const name = deviceName(session);
  const titleId = `session-${session.id}`;
  return (
    <Card
      as="li"
      headingLevel={2}
      title={
        <span id={titleId}>
          {name}
          {session.current ? <span className={css.current}>{t('sessions.thisDevice')}</span> : null}
        </span>
      }
      accent={session.current}
      footer={
        session.current ? undefined : (
          <div className={css.actions}>
            <Button type="button" size="sm" variant="secondary" aria-describedby={titleId} onClick={() => onLogOut(session)}>
              {t('sessions.logOut')}
            </Button>
          </div>
        )
      }
    >
      <div className={css.facts}>
        <p className={css.fact}>{t(`sessions.type.${session.device.type}`)}</p>
        <p className={css.fact}>{t('sessions.signedIn', { at: format.date(session.createdAt) })}</p>
        <p className={css.fact}>{session.current ? t('sessions.activeNow') : t('sessions.lastSeen', { at: format.date(session.lastSeenAt) })}</p>
      </div>
    </Card>
  );
}
