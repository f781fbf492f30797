import { queries, useRevokeOtherSessions, useRevokeSession, type PlayerSession } from '@dokkham/api';
import { errorMessage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { ConfirmDialog } from '@dokkham/ui/ConfirmDialog';
import { EmptyState } from '@dokkham/ui/EmptyState';
import { Skeleton } from '@dokkham/ui/Skeleton';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SessionCard, useDeviceName } from './SessionCard';
import * as css from './security.css';

/**
 * The player's signed-in sessions (/player/security): this device first and marked, "log out" on
 * each other one and "log out everywhere else", each asked first. A session logged out here gets a
 * 401 on its next request and goes to /login (the client's 401 rule).
 */
export function SecurityScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const list = useQuery(queries.sessions());
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const deviceName = useDeviceName();
  // The last session asked about stays while its dialog closes: the text does not change under the animation.
  const [asked, setAsked] = useState<PlayerSession | null>(null);
  const [oneOpen, setOneOpen] = useState(false);
  const [othersOpen, setOthersOpen] = useState(false);

  const failed = (error: unknown): never => {
    // The dialog stays open (ConfirmDialog), the reason in a toast; nothing retried by itself.
    toast({ variant: 'destructive', title: errorMessage(t, error) });
    throw error;
  };
  const confirmOne = () =>
    asked
      ? revoke.mutateAsync(asked.id).then(() => toast({ variant: 'success', title: t('sessions.loggedOutOne') }), failed)
      : undefined;
  const confirmOthers = () =>
    revokeOthers
      .mutateAsync()
      .then(({ revoked }) => toast({ variant: 'success', title: t('sessions.loggedOutOthers', { count: revoked }) }), failed);

  const others = list.data?.sessions.filter((s) => !s.current) ?? [];
  // Retrying shows the skeleton again, not the old error.
  const showError = list.isError && !list.isFetching;

  return (
    <section className={css.screen} aria-labelledby="security-title">
      <h1 id="security-title" className={css.title} tabIndex={-1}>
        {t('sessions.title')}
      </h1>
      <p className={css.intro}>{t('sessions.intro')}</p>
      {list.data ? (
        <>
          <ul className={css.list} aria-label={t('sessions.list')}>
            {list.data.sessions.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                onLogOut={(chosen) => {
                  setAsked(chosen);
                  setOneOpen(true);
                }}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={css.actions}>
              <Button type="button" variant="secondary" onClick={() => setOthersOpen(true)}>
                {t('sessions.logOutOthers')}
              </Button>
            </div>
          ) : others.length === 0 ? (
            <p className={css.muted}>{t('sessions.onlyThis')}</p>
          ) : null}
        </>
      ) : showError ? (
        <div role="alert">
          <EmptyState
            title={t('sessions.loadFailed')}
            action={
              <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
                {t('common:action.retry')}
              </Button>
            }
          />
        </div>
      ) : (
        <output aria-label={t('ui:loading')} className={css.list}>
          <Skeleton />
          <Skeleton />
        </output>
      )}
      {asked ? (
        <ConfirmDialog
          open={oneOpen}
          onOpenChange={setOneOpen}
          tone="danger"
          title={t('sessions.confirmOneTitle')}
          description={t('sessions.confirmOneText', { device: deviceName(asked) })}
          confirmLabel={t('sessions.logOut')}
          cancelLabel={t('sessions.keep')}
          onConfirm={confirmOne}
        />
      ) : null}
      <ConfirmDialog
        open={othersOpen}
        onOpenChange={setOthersOpen}
        tone="danger"
        title={t('sessions.confirmOthersTitle')}
        description={t('sessions.confirmOthersText')}
        confirmLabel={t('sessions.logOutOthers')}
        cancelLabel={t('sessions.keep')}
        onConfirm={confirmOthers}
      />
    </section>
  );
}
