/** The hub's parts: what is set now (a break or exclusion, the limits, the reality check) and the tools. */
import { BANK_CURRENCY, type DepositLimit, type ProtectionResponse, type Restriction } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { LinkButton } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { useId } from 'react';
import { useEndsAt } from './restriction';
import * as css from './hub.css';

/** When a pending change applies, written as a restriction's end is (date and time, no seconds). */
function useAt(): (iso: string) => string {
  const endsAt = useEndsAt();
  return (iso) => endsAt({ endsAt: iso });
}

/** The three cards of what is in force, from the agency's answer. */
export function CurrentSettings({ settings }: { settings: ProtectionResponse }) {
  const { t } = useTranslation('protection');
  return (
    <section className={css.section} aria-labelledby="hub-current">
      <h2 id="hub-current" className={css.heading}>
        {t('hub.current')}
      </h2>
      <div className={css.cards}>
        {/* A running break or exclusion is what the player most needs to know: it comes first. */}
        {settings.restriction ? <RestrictionCard restriction={settings.restriction} /> : null}
        <LimitsCard limits={settings.limits} />
        <RealityCheckCard realityCheck={settings.realityCheck} />
        {settings.restriction ? null : <RestrictionCard restriction={null} />}
      </div>
    </section>
  );
}

/** A running break or exclusion with its end and the way to what stays open (withdraw); else that none runs. */
function RestrictionCard({ restriction }: { restriction: Restriction | null }) {
  const { t } = useTranslation('protection');
  const endsAt = useEndsAt();
  if (!restriction)
    return (
      <Card as="section" title={t('hub.restriction.title')} headingLevel={3}>
        <p className={css.muted}>{t('hub.restriction.none')}</p>
      </Card>
    );
  return (
    <Card as="section" title={t(`restricted.${restriction.kind}.title`)} headingLevel={3} accent elevation="raised">
      <p className={css.text} data-testid="restriction-ends">
        {t(`restricted.${restriction.kind}.text`, { endsAt: endsAt(restriction) })}
      </p>
      <div className={css.actions}>
        <LinkButton href="/player/withdraw" variant="secondary" size="sm">
          {t('restricted.withdraw')}
        </LinkButton>
      </div>
    </Card>
  );
}

function LimitsCard({ limits }: { limits: readonly DepositLimit[] }) {
  const { t } = useTranslation('protection');
  return (
    <Card as="section" title={t('tools.limits')} headingLevel={3}>
      <ul className={css.limits}>
        {limits.map((limit) => (
          <LimitRow key={limit.window} limit={limit} />
        ))}
      </ul>
    </Card>
  );
}

/** One window: its limit with what is used and left (or "no limit"), and a raise or removal waiting. */
function LimitRow({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation('protection');
  const format = useFormat();
  const at = useAt();
  const kip = (amount: string) => format.money(amount, BANK_CURRENCY);
  return (
    <li className={css.limit} data-testid={`limit-${limit.window}`}>
      <div className={css.limitHead}>
        <span className={css.limitName}>
          {t(`window.${limit.window}`)}
        </span>
        <span className={css.limitSpan}>{t(`windowSpan.${limit.window}`)}</span>
      </div>
      {limit.amount === null ? (
        <p className={css.value}>{t('noLimit')}</p>
      ) : (
        <dl className={css.facts}>
          <dt className={css.term}>{t('hub.limits.limit')}</dt>
          <dd className={css.amount}>{kip(limit.amount)}</dd>
          <dt className={css.term}>{t('hub.limits.used')}</dt>
          <dd className={css.amount}>{kip(limit.used)}</dd>
          <dt className={css.term}>{t('hub.limits.left')}</dt>
          <dd className={css.left}>{kip(limit.remaining ?? '0')}</dd>
        </dl>
      )}
      {limit.pending ? (
        <p className={css.pending} data-testid="pending-change">
          {limit.pending.amount === null
            ? t('hub.limits.pendingRemoval', { at: at(limit.pending.appliesAt) })
            : t('hub.limits.pending', { amount: kip(limit.pending.amount), at: at(limit.pending.appliesAt) })}
        </p>
      ) : null}
    </li>
  );
}

/** A number of minutes as the reality-check options name it ('off' for none). */
const optionKey = (minutes: number | null) => `realityCheckOption.${minutes === null ? 'off' : String(minutes)}`;

function RealityCheckCard({ realityCheck }: { realityCheck: ProtectionResponse['realityCheck'] }) {
  const { t } = useTranslation('protection');
  const at = useAt();
  return (
    <Card as="section" title={t('tools.realityCheck')} headingLevel={3}>
      <p className={css.value} data-testid="reality-check">
        {t(optionKey(realityCheck.minutes))}
      </p>
      {realityCheck.pending ? (
        <p className={css.pending} data-testid="pending-change">
          {t('hub.realityCheck.pending', { option: t(optionKey(realityCheck.pending.minutes)), at: at(realityCheck.pending.appliesAt) })}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * Each tool and its page under /player/responsible-gaming/. No icons: each glyph shared with other
 * lazy pages becomes a chunk of its own, and every chunk is a name in the entry's preload map.
 */
const TOOLS = [
  { id: 'limits', path: 'limits' },
  { id: 'realityCheck', path: 'reality-check' },
  { id: 'break', path: 'break' },
  { id: 'selfExclusion', path: 'self-exclusion' },
  { id: 'activity', path: 'activity' },
] as const;

/** The tools as rows: each row is its link (named by the tool), with a line saying what it does. */
export function ToolLinks() {
  const { t } = useTranslation('protection');
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('hub.tools.title')}
      </h2>
      <ul className={css.tools}>
        {TOOLS.map(({ id: tool, path }) => (
          <li key={tool} className={css.tool}>
            <Link
              href={`/player/responsible-gaming/${path}`}
              variant="plain"
              className={css.toolLink}
              aria-describedby={`${id}-${tool}`}
            >
              {t(`tools.${tool}`)}
            </Link>
            <p id={`${id}-${tool}`} className={css.toolText}>
              {t(`hub.tools.${tool}`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
