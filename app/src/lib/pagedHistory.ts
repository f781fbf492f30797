/**
 * The route glue every paged history shares (deposits, withdrawals, promotion usages): one place
 * validates `?page=&pageSize=`, with the bounds of the api's PageQuery (PAGE_SIZE_DEFAULT,
 * PAGE_SIZE_MAX in @dokkham/api), and loads that page before the screen renders. The screen reads
 * the page with `Route.useLoaderDeps()`: validated once, never again in the screen.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@dokkham/api';
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

const isInteger = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Invalid values are dropped (the default page), never an error page. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page);
  const pageSize = Number(search.pageSize);
  return {
    ...(isInteger(page, 2) ? { page } : {}),
    ...(isInteger(pageSize, 1, PAGE_SIZE_MAX) && pageSize !== PAGE_SIZE_DEFAULT ? { pageSize } : {}),
  };
}

/** The validated search with its defaults filled in. */
export function historyPage(search: PageSearch): HistoryPage {
  return { page: search.page ?? 1, pageSize: search.pageSize ?? PAGE_SIZE_DEFAULT };
}

/**
 * A paged history route's validateSearch, loaderDeps and loader, around the history's query
 * (e.g. `queries.deposits`):
 *   createFileRoute('/player/deposit/history')({ ...pagedHistoryRoute(queries.deposits), component })
 */
export function pagedHistoryRoute<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: (page: HistoryPage) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return {
    validateSearch: validatePageSearch,
    loaderDeps: ({ search }: { search: PageSearch }): HistoryPage => historyPage(search),
    loader: async ({ context, deps }: { context: RouterContext; deps: HistoryPage }): Promise<void> => {
      await context.queryClient.ensureQueryData(query(deps));
    },
  };
}
