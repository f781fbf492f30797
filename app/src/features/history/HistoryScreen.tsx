/**
 * The connected paged history (deposits, withdrawals, promotion usages): the page and the filters
 * come from the URL search (the route's pagedHistoryRoute), the rows from the history's query,
 * and ui's HistoryTable shows them (cards on phones, a table from 769 px) with its loading,
 * empty and error states. Changing the page or a filter changes the URL search; nothing else
 * holds state. A history passes its title, route, query, columns and, if filtered, its filters.
 */
import type { ApiError } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { DateField } from '@dokkham/ui/DateField';
import { HistoryTable, type HistoryColumn } from '@dokkham/ui/HistoryTable';
import { Select } from '@dokkham/ui/Select';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { HistoryPage, PagedHistoryRoute, PageSearch } from '../../lib/pagedHistory';
import * as s from './history.css';

/** What a history's endpoint answers: one page of rows. */
export interface HistoryPageData<Row> {
  items: Row[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The filters a history offers: its statuses (a select named `status`) and a date range (`from`, `to`). */
export interface HistoryFilterOptions {
  statuses: readonly string[];
  /** Which status texts (status:order.* or status:usage.*). */
  statusKind: 'order' | 'usage';
  dates?: boolean;
}

export interface HistoryScreenProps<Row, TFilters extends object, TKey extends QueryKey = QueryKey> {
  /** The page heading (h1), also the table's caption. */
  title: string;
  /** The route's validated search (`Route.useSearch()`): page, page size and filters. */
  search: PageSearch & TFilters;
  /** The route's paged-history glue: its loaderDeps give the page asked for, its validateSearch cleans a new search. */
  route: Pick<PagedHistoryRoute<TFilters>, 'validateSearch' | 'loaderDeps'>;
  /** The history's query for a page (and its filters), e.g. `queries.deposits`. */
  query: (deps: HistoryPage & TFilters) => UseQueryOptions<HistoryPageData<Row>, ApiError, HistoryPageData<Row>, TKey>;
  columns: readonly HistoryColumn<Row>[];
  rowKey: (row: Row) => string;
  filters?: HistoryFilterOptions;
  /** Empty state of the unfiltered history (history:empty.* by default). */
  emptyTitle?: ReactNode;
  /** Where a row leads (its receipt): the whole row or card opens it. */
  rowHref?: (row: Row) => string;
}

type FilterSearch = Partial<Record<'status' | 'from' | 'to', string>>;

export function HistoryScreen<Row, TFilters extends object, TKey extends QueryKey>({
  title,
  search,
  route,
  query,
  columns,
  rowKey,
  filters,
  emptyTitle,
  rowHref,
}: HistoryScreenProps<Row, TFilters, TKey>) {
  const { t } = useTranslation(['history', 'status']);
  const navigate = useNavigate();
  // The route has validated the search (the screen never re-reads the URL); its deps are the page to ask for.
  const deps = route.loaderDeps({ search });
  const result = useQuery({ ...query(deps), placeholderData: keepPreviousData });

  /** A new URL search: the patch over the current one, validated (defaults and blanks drop out). */
  const setSearch = (patch: Record<string, unknown>) =>
    void navigate({ to: '.', search: route.validateSearch({ ...search, ...patch }) as never });

  const active = (search as FilterSearch & object) as FilterSearch;
  const dateTexts = { formatHint: t('filter.dateFormat'), invalidText: t('filter.dateInvalid'), pickLabel: t('filter.pickDate') };
  const filtered = Boolean(active.status || active.from || active.to);
  const clear = () => setSearch({ status: undefined, from: undefined, to: undefined, page: undefined });
  // Retrying shows the skeleton again, not the old error.
  const showError = result.isError && !result.isFetching;

  return (
    <section className={s.screen}>
      <h1 className={s.title}>{title}</h1>
      {filters ? (
        <search aria-label={t('filter.label')} className={s.filters}>
          <Select
            name="status"
            label={t('filter.status')}
            value={active.status ?? ''}
            onChange={(event) => setSearch({ status: event.target.value || undefined, page: undefined })}
            options={[
              { value: '', label: t('filter.allStatuses') },
              ...filters.statuses.map((status) => ({ value: status, label: t(`status:${filters.statusKind}.${status}`) })),
            ]}
          />
          {filters.dates ? (
            <div className={s.dates}>
              <DateField
                name="from"
                label={t('filter.from')}
                value={active.from ?? ''}
                max={active.to}
                onChange={(from) => setSearch({ from, page: undefined })}
                {...dateTexts}
              />
              <DateField
                name="to"
                label={t('filter.to')}
                value={active.to ?? ''}
                min={active.from}
                onChange={(to) => setSearch({ to, page: undefined })}
                {...dateTexts}
              />
            </div>
          ) : null}
          {filtered ? (
            <Button type="button" variant="secondary" onClick={clear}>
              {t('filter.clear')}
            </Button>
          ) : null}
        </search>
      ) : null}
      <HistoryTable<Row>
        caption={title}
        columns={columns}
        rows={result.data?.items}
        rowKey={rowKey}
        rowHref={rowHref}
        loading={result.isFetching && (result.isPending || result.isPlaceholderData)}
        error={showError ? t('loadFailed') : undefined}
        onRetry={() => void result.refetch()}
        page={deps.page}
        pageCount={result.data?.totalPages ?? 1}
        onPageChange={(page) => setSearch({ page })}
        total={result.data?.total}
        emptyTitle={filtered ? t('filter.emptyTitle') : emptyTitle}
        emptyDescription={filtered ? t('filter.emptyText') : undefined}
        emptyAction={
          filtered ? (
            <Button type="button" variant="secondary" onClick={clear}>
              {t('filter.clear')}
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}

