import { ORDER_STATUSES, queries, type Withdrawal } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import type { HistoryColumn } from '@dokkham/ui/HistoryTable';
import { useMemo } from 'react';
import { HistoryScreen, type HistoryFilterOptions } from '../history/HistoryScreen';
import * as css from './WithdrawHistoryScreen.css';
import { withdrawHistoryRoute, type WithdrawHistorySearch } from './historyRoute';

const filters: HistoryFilterOptions = { statuses: ORDER_STATUSES, statusKind: 'order', dates: true };

/**
 * A withdrawal's fields (SPEC §3): credits in THB, the amount received in LAK, the status coloured
 * (SPEC §4), then the bank account it was paid to: bank name, account name and number in one
 * column (the same on every row), so eleven fields fit a 1280 px table without a sideways scroll.
 */
function useWithdrawalColumns(): HistoryColumn<Withdrawal>[] {
  const { t } = useTranslation(['withdraw', 'common']);
  return useMemo(
    () => [
      { id: 'code', header: t('history.column.code'), kind: 'code', value: (w) => w.code },
      { id: 'date', header: t('history.column.date'), kind: 'date', value: (w) => w.createdAt },
      { id: 'provider', header: t('history.column.provider'), kind: 'text', value: (w) => t(`common:provider.${w.provider}`) },
      { id: 'credit', header: t('history.column.withdrawAmount'), kind: 'money', currency: 'THB', value: (w) => w.credit },
      { id: 'amount', header: t('history.column.amountReceived'), kind: 'money', currency: 'LAK', value: (w) => w.amount },
      { id: 'status', header: t('history.column.status'), kind: 'status', statusKind: 'order', value: (w) => w.status },
      { id: 'creditReceived', header: t('history.column.creditReceived'), kind: 'money', currency: 'THB', value: (w) => w.creditReceived },
      { id: 'creditReturned', header: t('history.column.creditReturned'), kind: 'money', currency: 'THB', value: (w) => w.creditReturned },
      {
        id: 'account',
        header: t('form.bank'),
        render: (w) => (
          <span className={css.account}>
            {/* The bank's code (BCEL, LDB ...) keeps the column narrow; its full name is the abbreviation's. */}
            <abbr title={w.bankName}>{w.bankCode}</abbr>
            <span>{w.accountName}</span>
            <span className={css.accountNumber}>{w.accountNumber}</span>
          </span>
        ),
      },
    ],
    [t],
  );
}

/** Withdrawal history (SPEC §3): `?page=&pageSize=&status=&from=&to=`. */
export function WithdrawHistoryScreen({ search }: { search: WithdrawHistorySearch }) {
  const { t } = useTranslation('withdraw');
  return (
    <HistoryScreen
      title={t('history.title')}
      search={search}
      route={withdrawHistoryRoute}
      query={queries.withdrawals}
      columns={useWithdrawalColumns()}
      rowKey={(withdrawal) => withdrawal.code}
      rowHref={(withdrawal) => `/player/withdraw/history/${encodeURIComponent(withdrawal.code)}`}
      filters={filters}
      emptyTitle={t('history.empty')}
    />
  );
}
