import { ORDER_STATUSES, queries, type DepositOrder } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import type { HistoryColumn } from '@dokkham/ui/HistoryTable';
import { useMemo } from 'react';
import { HistoryScreen, type HistoryFilterOptions } from '../history/HistoryScreen';
import { depositHistoryRoute, type DepositHistorySearch } from './historyRoute';

const filters: HistoryFilterOptions = { statuses: ORDER_STATUSES, statusKind: 'order', dates: true };

/** A deposit order's fields (SPEC §3): amounts in LAK, credits in THB, the status coloured (SPEC §4). */
function useDepositColumns(): HistoryColumn<DepositOrder>[] {
  const { t } = useTranslation(['deposit', 'common']);
  return useMemo(
    () => [
      { id: 'code', header: t('history.column.code'), kind: 'code', value: (o) => o.code },
      { id: 'date', header: t('history.column.date'), kind: 'date', value: (o) => o.createdAt },
      { id: 'provider', header: t('history.column.provider'), kind: 'text', value: (o) => t(`common:provider.${o.provider}`) },
      { id: 'amount', header: t('history.column.amount'), kind: 'money', currency: 'LAK', value: (o) => o.amount },
      { id: 'status', header: t('history.column.status'), kind: 'status', statusKind: 'order', value: (o) => o.status },
      { id: 'credit', header: t('history.column.credit'), kind: 'money', currency: 'THB', value: (o) => o.credit },
      { id: 'promotionCredit', header: t('history.column.promotionCredit'), kind: 'money', currency: 'THB', value: (o) => o.promotionCredit },
      { id: 'totalCredit', header: t('history.column.totalCredit'), kind: 'money', currency: 'THB', value: (o) => o.totalCredit },
    ],
    [t],
  );
}

/** Deposit history (SPEC §3): `?page=&pageSize=&status=&from=&to=`, validated by the route. */
export function DepositHistoryScreen({ search }: { search: DepositHistorySearch }) {
  const { t } = useTranslation('deposit');
  return (
    <HistoryScreen
      title={t('history.title')}
      search={search}
      route={depositHistoryRoute}
      query={queries.deposits}
      columns={useDepositColumns()}
      rowKey={(order) => order.code}
      rowHref={(order) => `/player/deposit/history/${encodeURIComponent(order.code)}`}
      filters={filters}
      emptyTitle={t('history.empty')}
    />
  );
}
