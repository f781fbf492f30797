import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, queries, queryKeys } from '@dokkham/api';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { historyPage, isCalendarDate, pagedHistoryRoute, validateOrderFilters, validatePageSearch } from './pagedHistory';

describe('validatePageSearch', () => {
  it.each([
    [{ page: 2 }, { page: 2 }],
    [{ page: '7' }, { page: 7 }],
    [{ page: 1 }, {}],
    [{ page: 0 }, {}],
    [{ page: -3 }, {}],
    [{ page: 2.5 }, {}],
    [{ page: 'x' }, {}],
    [{}, {}],
    [{ pageSize: 20 }, { pageSize: 20 }],
    [{ pageSize: '50', page: '3' }, { page: 3, pageSize: 50 }],
    [{ pageSize: PAGE_SIZE_MAX }, { pageSize: PAGE_SIZE_MAX }],
    [{ pageSize: PAGE_SIZE_MAX + 1 }, { pageSize: PAGE_SIZE_MAX }],
    [{ pageSize: '100000' }, { pageSize: PAGE_SIZE_MAX }],
    [{ pageSize: Infinity }, {}],
    [{ pageSize: PAGE_SIZE_DEFAULT }, {}],
    [{ pageSize: 0 }, {}],
    [{ pageSize: 'all' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validatePageSearch(input)).toEqual(expected);
  });
});

describe('historyPage', () => {
  it('fills in the defaults', () => {
    expect(historyPage({})).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(historyPage({ page: 4, pageSize: 25 })).toEqual({ page: 4, pageSize: 25 });
  });
});

describe('pagedHistoryRoute', () => {
  const route = pagedHistoryRoute(queries.deposits);

  it('validates the search and gives the page as loader deps', () => {
    expect(route.validateSearch({ page: '3', pageSize: 'x' })).toEqual({ page: 3 });
    expect(route.loaderDeps({ search: { page: 3 } })).toEqual({ page: 3, pageSize: PAGE_SIZE_DEFAULT });
  });

  it("loads that page of the history's query before the screen renders", async () => {
    const queryClient = new QueryClient();
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(undefined);
    await route.loader({ context: { queryClient }, deps: { page: 2, pageSize: 20 } });
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(ensure.mock.calls[0]?.[0].queryKey).toEqual(queryKeys.player.deposits.list({ page: 2, pageSize: 20 }));
  });
});

describe('validateOrderFilters', () => {
  it.each([
    [{ status: 'SUCCESS' }, { status: 'SUCCESS' }],
    [{ status: 'LOST' }, {}],
    [{ status: 'success' }, {}],
    [{ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-11-01', to: '2026-11-30' }],
    [{ from: '2026-02-30' }, {}],
    [{ to: '30/11/2026' }, {}],
    [{ from: 20261101 }, {}],
    [{}, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateOrderFilters(input)).toEqual(expected);
  });

  it('knows a calendar day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});

describe('pagedHistoryRoute with filters', () => {
  const route = pagedHistoryRoute(queries.deposits, validateOrderFilters);

  it('validates the filters beside the page and passes them to the loader deps', () => {
    expect(route.validateSearch({ page: '2', status: 'FAILED', from: 'x', to: '2026-11-30' })).toEqual({
      page: 2,
      status: 'FAILED',
      to: '2026-11-30',
    });
    expect(route.loaderDeps({ search: { status: 'FAILED' } })).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT, status: 'FAILED' });
  });

  it('loads the filtered page', async () => {
    const queryClient = new QueryClient();
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(undefined);
    await route.loader({ context: { queryClient }, deps: { page: 1, pageSize: 10, status: 'SUCCESS', from: '2026-11-01' } });
    expect(ensure.mock.calls[0]?.[0].queryKey).toEqual(
      queryKeys.player.deposits.list({ status: 'SUCCESS', from: '2026-11-01' }),
    );
  });
});

describe('in a router (issue 26: a bad history URL never reaches the API)', () => {
  // TanStack Router gives a route its parent's search with the route's validated search laid over
  // it, and the root's search is the URL's, unvalidated: a key the route drops must be overridden.
  async function loadedDeps(url: string) {
    const queryClient = new QueryClient();
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockResolvedValue(undefined);
    const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()();
    const history = createRoute({ getParentRoute: () => rootRoute, path: '/history', ...pagedHistoryRoute(queries.deposits, validateOrderFilters) });
    const router = createRouter({ routeTree: rootRoute.addChildren([history]), history: createMemoryHistory({ initialEntries: [url] }), context: { queryClient } });
    await router.load();
    const match = router.state.matches.at(-1);
    return { key: ensure.mock.calls[0]?.[0].queryKey, search: match?.search, deps: match?.loaderDeps };
  }

  it.each([
    ['?page=abc', {}],
    ['?page=0', {}],
    ['?page=-2', {}],
    ['?page=2.5', {}],
    ['?pageSize=100000', { pageSize: PAGE_SIZE_MAX }],
    ['?pageSize=0', {}],
    ['?status=abc', {}],
    ['?from=notadate', {}],
    ['?to=2026-02-30', {}],
    ['?page=abc&pageSize=x&status=LOST&from=notadate&to=yesterday', {}],
  ])('%s: the page asked for is %j beside the defaults, with no filter', async (search, asked) => {
    const { key, deps } = await loadedDeps(`/history${search}`);
    expect(deps).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT, ...asked });
    expect(key).toEqual(queryKeys.player.deposits.list({ page: 1, pageSize: PAGE_SIZE_DEFAULT, ...asked }));
  });

  it('keeps what it can use beside what it drops', async () => {
    const { deps, search } = await loadedDeps('/history?page=3&pageSize=abc&status=FAILED&from=notadate&to=2026-11-30');
    expect(deps).toEqual({ page: 3, pageSize: PAGE_SIZE_DEFAULT, status: 'FAILED', to: '2026-11-30' });
    expect(search).toEqual({ page: 3, status: 'FAILED', to: '2026-11-30' });
  });
});
