import { useTranslation } from '@dokkham/i18n';
import { cx } from '../../internal/cx';
import * as s from './StatusBadge.css';
import { isKnownStatus, statusTone, type StatusKind } from './tone';

export interface StatusBadgeProps {
  /** The status as the api parsed it, upper-case (OPEN, PAID, ACTIVE ...); unknown values show gray. */
  status: string;
  /** order: deposits and withdrawals; usage: promotion usages. */
  kind?: StatusKind;
  className?: string;
}

/**
 * A status as a coloured pill with its translated name (status namespace: status:order.PAID,
 * status:usage.ACTIVE). An unknown status shows its raw value in gray, so nothing is hidden.
 */
export function StatusBadge({ status, kind = 'order', className }: StatusBadgeProps) {
  const { t } = useTranslation('status');
  const text = isKnownStatus(kind, status) ? t(`${kind}.${status}`) : status;
  return (
    <span className={cx(s.badge, s.tone[statusTone(kind, status)], className)} data-status={status}>
      <span className={s.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
