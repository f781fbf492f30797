import { queries, type PromotionUsage } from '@dokkham/api';
import { localized, useLanguage, useTranslation } from '@dokkham/i18n';
import type { HistoryColumn } from '@dokkham/ui/HistoryTable';
import { useMemo } from 'react';
import { HistoryScreen } from '../history/HistoryScreen';
import { promotionHistoryRoute, type PromotionHistorySearch } from './historyRoute';

/** A usage's fields: when, which promotion on which provider, its status coloured (SPEC §4), the deposit and bonus. */
function useUsageColumns(): HistoryColumn<PromotionUsage>[] {
  const { t } = useTranslation(['promotion', 'common']);
  const { language } = useLanguage();
  return useMemo(
    () => [
      // The card's title on phones (the first 'code' column), in the page's font rather than monospace.
      { id: 'promotion', header: t('history.column.promotion'), kind: 'code', render: (u) => localized(u.title, language) },
      { id: 'date', header: t('history.column.date'), kind: 'date', value: (u) => u.createdAt },
      { id: 'provider', header: t('history.column.provider'), kind: 'text', value: (u) => t(`common:provider.${u.provider}`) },
      { id: 'status', header: t('history.column.status'), kind: 'status', statusKind: 'usage', value: (u) => u.status },
      { id: 'depositCode', header: t('history.column.depositCode'), kind: 'text', value: (u) => u.depositCode },
      { id: 'depositCredit', header: t('history.column.depositCredit'), kind: 'money', currency: 'THB', value: (u) => u.depositCredit },
      { id: 'bonusCredit', header: t('history.column.bonusCredit'), kind: 'money', currency: 'THB', value: (u) => u.bonusCredit },
    ],
    [t, language],
  );
}

/** Promotion usages (SPEC §2): `?page=&pageSize=`, the one history pattern. */
export function PromotionHistoryScreen({ search }: { search: PromotionHistorySearch }) {
  const { t } = useTranslation('promotion');
  return (
    <HistoryScreen
      title={t('history.title')}
      search={search}
      route={promotionHistoryRoute}
      query={queries.usages}
      columns={useUsageColumns()}
      rowKey={(usage) => usage.usageId}
      emptyTitle={t('history.empty')}
    />
  );
}
