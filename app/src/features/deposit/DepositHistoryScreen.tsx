import { ORDER_STATUSES, queries, type DepositOrder } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import type { HistoryColumn } from '@dokkham/ui/HistoryTable';
import { useMemo } from 'react';
import { pagedHistoryRoute, validateOrderFilters } from '../../lib/pagedHistory';
import { HistoryScreen, type HistoryFilterOptions } from '../history/HistoryScreen';

/**
 * The route's glue (routes/player/deposit/history.tsx spreads it): the search, the page loaded
 * before the screen, and the screen's lazy texts loaded with the route, so the screen never suspends.
 */
export const depositHistoryRoute = pagedHistoryRoute(queries.deposits, validateOrderFilters, ['deposit', 'history', 'status']);

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

/** What the deposit history route's search holds once validated. */
export type DepositHistorySearch = ReturnType<typeof depositHistoryRoute.validateSearch>;

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
      filters={filters}
      emptyTitle={t('history.empty')}
    />
  );
}
