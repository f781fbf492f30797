import { isApiError, queries } from '@dokkham/api';
import { errorMessage, useFormat, useLanguage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { EmptyState } from '@dokkham/ui/EmptyState';
import { IconButton } from '@dokkham/ui/IconButton';
import { CopyIcon, HistoryIcon } from '@dokkham/ui/icons';
import { Link } from '@dokkham/ui/Link';
import { Receipt } from '@dokkham/ui/Receipt';
import { Skeleton } from '@dokkham/ui/Skeleton';
import { toast } from '@dokkham/ui/Toast';
import { visuallyHidden } from '@dokkham/ui/theme';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as screen from '../screen.css';
import * as s from './receipt.css';
import { receiptLines, type ReceiptKind, type ReceiptOrder } from './receiptModel';
import { ReportProblem } from './ReportProblem';
import { SaveReceipt } from './SaveReceipt';

const HISTORY: Record<ReceiptKind, string> = { deposit: '/player/deposit/history', withdrawal: '/player/withdraw/history' };

/** The receipt of one order, from its history row, the QR dialog's success or the withdraw result. */
export function ReceiptScreen({ kind, code }: { kind: ReceiptKind; code: string }) {
  return kind === 'deposit' ? <DepositReceipt code={code} /> : <WithdrawalReceipt code={code} />;
}

function DepositReceipt({ code }: { code: string }) {
  const query = useQuery(queries.deposit(code));
  const receipt: ReceiptOrder | undefined = query.data && { kind: 'deposit', ...query.data };
  return <ReceiptState kind="deposit" receipt={receipt} error={query.error} onRetry={() => void query.refetch()} />;
}

function WithdrawalReceipt({ code }: { code: string }) {
  const query = useQuery(queries.withdrawal(code));
  const receipt: ReceiptOrder | undefined = query.data && { kind: 'withdrawal', order: query.data.withdrawal, timeline: query.data.timeline };
  return <ReceiptState kind="withdrawal" receipt={receipt} error={query.error} onRetry={() => void query.refetch()} />;
}

function ReceiptState({ kind, receipt, error, onRetry }: { kind: ReceiptKind; receipt?: ReceiptOrder; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['receipt', 'ui', 'common', 'errors']);
  const back = (
    <Link href={HISTORY[kind]} variant="standalone" className={s.back}>
      {t('receipt:back')}
    </Link>
  );
  if (receipt) return <ReceiptView receipt={receipt} back={back} />;
  const heading = <h1 className={screen.title}>{t(`receipt:title.${kind}`)}</h1>;
  if (error) {
    // Another player's code answers as an unknown one: a state of this page, not the error page.
    const notFound = isApiError(error) && error.code === 'ORDER_NOT_FOUND';
    return (
      <section className={`${screen.screen} ${s.column}`}>
        {heading}
        {notFound ? (
          <EmptyState icon={<HistoryIcon />} title={t('receipt:notFound.title')} description={t('receipt:notFound.text')} action={back} />
        ) : (
          <div role="alert">
            <p>{errorMessage(t, error)}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('common:action.retry')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  return (
    <section className={`${screen.screen} ${s.column}`} aria-busy="true">
      {heading}
      <output className={visuallyHidden}>{t('ui:loading')}</output>
      <Skeleton className={s.skeleton} />
    </section>
  );
}

function ReceiptView({ receipt, back }: { receipt: ReceiptOrder; back: ReactNode }) {
  const { t } = useTranslation(['receipt', 'deposit', 'withdraw', 'common', 'status', 'ui']);
  const format = useFormat();
  const { language } = useLanguage();
  const lines = receiptLines(receipt, t, format, language);
  const copy = () =>
    navigator.clipboard?.writeText(lines.code).then(
      () => toast({ title: t('ui:copied') }),
      () => undefined,
    );
  return (
    <section className={`${screen.screen} ${s.column}`}>
      <Receipt
        title={lines.title}
        codeLabel={lines.codeLabel}
        code={lines.code}
        codeAction={
          <IconButton
            label={t('ui:copyValue', { label: lines.codeLabel })}
            icon={<CopyIcon />}
            variant="ghost"
            size="sm"
            className={s.codeCopy}
            onClick={() => void copy()}
          />
        }
        status={lines.status}
        facts={lines.facts}
        timelineTitle={lines.timelineTitle}
        steps={lines.steps.map((step) => ({ ...step, note: step.note ?? undefined }))}
        actions={
          <>
            <SaveReceipt lines={lines} />
            <ReportProblem order={receipt.order} />
          </>
        }
      />
      {back}
    </section>
  );
}
