/**
 * The route glue every paged history shares (deposits, withdrawals, promotion usages): one place
 * validates `?page=&pageSize=`, with the bounds of the api's PageQuery (PAGE_SIZE_DEFAULT,
 * PAGE_SIZE_MAX in @dokkham/api), plus the history's own filters when it has some (a filters
 * validator, e.g. validateOrderFilters: `?status=&from=&to=`), and loads that page before the
 * screen renders. The screen reads the page with `Route.useLoaderDeps()` (the connected
 * HistoryScreen derives the same deps from the search with the route's own functions).
 */
import { ORDER_STATUSES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type OrderStatus } from '@dokkham/api';
import { loadNamespaces, type Namespace } from '@dokkham/i18n';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '../routerContext';

/** `?page=N&pageSize=M`: only values that differ from the defaults stay in the URL. */
export interface PageSearch {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The page a history asks the api for (1-based). */
export interface HistoryPage {
  page: number;
  pageSize: number;
}

/**
 * A history's filters from the URL search: every key it owns in the result, `undefined` when the
 * URL's value cannot be used (see validatePageSearch), the set ones with their value.
 */
export type FiltersValidator<TFilters extends object> = (search: Record<string, unknown>) => TFilters;

const isInteger = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * `?page=&pageSize=`: a value that cannot be used is dropped (the default page), never an error
 * page nor a request the API would refuse; a page size over PAGE_SIZE_MAX is the largest. Both
 * keys are always in the result, `undefined` when dropped or at their default: TanStack Router lays
 * a route's validated search over its parent's, which is the URL's own, so a key left out would
 * keep the URL's value (?page=abc reached the API).
 */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page);
  const asked = Number(search.pageSize);
  // More than the largest is the largest (?pageSize=100000: as many as there may be).
  const pageSize = Number.isInteger(asked) && asked > PAGE_SIZE_MAX ? PAGE_SIZE_MAX : asked;
  return {
    page: isInteger(page, 2) ? page : undefined,
    pageSize: isInteger(pageSize, 1, PAGE_SIZE_MAX) && pageSize !== PAGE_SIZE_DEFAULT ? pageSize : undefined,
  };
}

/** The validated search with its defaults filled in. */
export function historyPage(search: PageSearch): HistoryPage {
  return { page: search.page ?? 1, pageSize: search.pageSize ?? PAGE_SIZE_DEFAULT };
}

/** An order history's filters (deposits, withdrawals): a known status, Lao calendar days. */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `?status=&from=&to=`: an unknown status or a malformed day is dropped (no filter; `undefined`, as validatePageSearch says why). */
export const validateOrderFilters: FiltersValidator<OrderFilters> = (search) => ({
  status: (ORDER_STATUSES as readonly unknown[]).includes(search.status) ? (search.status as OrderStatus) : undefined,
  from: isCalendarDate(search.from) ? search.from : undefined,
  to: isCalendarDate(search.to) ? search.to : undefined,
});

const noFilters: FiltersValidator<Record<never, never>> = () => ({});

/** What a paged history route gives TanStack Router (and HistoryScreen reuses to read the URL). */
export interface PagedHistoryRoute<TFilters extends object> {
  validateSearch: (search: Record<string, unknown>) => PageSearch & TFilters;
  loaderDeps: (options: { search: PageSearch & TFilters }) => HistoryPage & TFilters;
  loader: (options: { context: RouterContext; deps: HistoryPage & TFilters }) => Promise<void>;
  /** The lazy i18n namespaces of the screen (router.tsx also starts them with a first route's code). */
  staticData: { namespaces: readonly Namespace[] };
}

/**
 * A paged history route's validateSearch, loaderDeps and loader, around the history's query
 * (e.g. `queries.deposits`) and, when the history is filtered, its filters validator:
 *   createFileRoute('/player/deposit/history')({ ...pagedHistoryRoute(queries.deposits, validateOrderFilters), component })
 */
export function pagedHistoryRoute<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TFilters extends object = Record<never, never>>(
  query: (deps: HistoryPage & TFilters) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  validateFilters: FiltersValidator<TFilters> = noFilters as FiltersValidator<TFilters>,
  namespaces: readonly Namespace[] = [],
): PagedHistoryRoute<TFilters> {
  return {
    staticData: { namespaces },
    validateSearch: (search) => ({ ...validateFilters(search), ...validatePageSearch(search) }),
    loaderDeps: ({ search }) => ({ ...search, ...historyPage(search) }),
    // The page and the screen's texts arrive together: the screen never suspends on a text chunk.
    loader: async ({ context, deps }) => {
      await Promise.all([context.queryClient.ensureQueryData(query(deps)), loadNamespaces(namespaces)]);
    },
  };
}
