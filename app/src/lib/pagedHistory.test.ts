import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, queries, queryKeys } from '@dokkham/api';
import { QueryClient } from '@tanstack/react-query';
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
    [{ pageSize: PAGE_SIZE_MAX + 1 }, {}],
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
