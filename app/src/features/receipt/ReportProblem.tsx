import { queries, type Provider } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import { LinkButton } from '@dokkham/ui/Button';
import { ChatIcon } from '@dokkham/ui/icons';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { problemReport } from './reportProblem';

/** What the message names: the order's code, amount (kip), provider and time. */
export interface ReportedOrder {
  code: string;
  amount: string;
  provider: Provider;
  createdAt: string;
}

/** The message in the player's language (receipt namespace loaded by the route). */
export function useProblemText(order: ReportedOrder): string {
  const { t } = useTranslation(['receipt', 'common']);
  const format = useFormat();
  return t('receipt:message', {
    code: order.code,
    amount: format.money(order.amount, 'LAK'),
    provider: t(`common:provider.${order.provider}`),
    time: format.date(order.createdAt),
  });
}

/**
 * "Report a problem": a link to the agency's first support channel with the message written
 * (ReportProblem's rules in reportProblem.ts), in a new tab. Where the channel takes no text, the
 * click also copies it and a toast says so. Nothing shows when the agency lists no channel.
 */
export function ReportProblem({ order, fullWidth }: { order: ReportedOrder; fullWidth?: boolean }) {
  const { t } = useTranslation('receipt');
  const text = useProblemText(order);
  const social = useQuery({ ...queries.agencyInfo(), select: (info) => info.social }).data;
  const report = problemReport(social, text);
  if (!report) return null;
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => toast({ title: t('reportCopied') }),
      () => undefined,
    );
  };
  return (
    <LinkButton
      href={report.href}
      external
      variant="secondary"
      fullWidth={fullWidth}
      icon={<ChatIcon />}
      data-channel={report.channel}
      onClick={report.copy ? copy : undefined}
    >
      {t('report')}
    </LinkButton>
  );
}
