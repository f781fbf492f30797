/**
 * The states every paged history shows (deposits, withdrawals, promotion usages), written once:
 * each history's story file names its texts and endpoint and exports these as its stories.
 */
import { useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, t } from '../stories/storyKit';

/** The history's rows: the table's (desktop) or the cards' (phone), whichever is shown. */
export function visibleRows(canvasElement: HTMLElement): HTMLElement[] {
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr, ul[aria-label] > li')];
  return rows.filter((row) => row.offsetParent !== null);
}

export async function expectRows(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(visibleRows(canvasElement)).toHaveLength(count));
}

/** What the app's route does (Route.useSearch of a validated search), for Storybook's route-less router. */
export function fromUrl<S>(Screen: ComponentType<{ search: S }>, validateSearch: (search: Record<string, unknown>) => S) {
  return function HistoryFromUrl() {
    return <Screen search={validateSearch(useSearch({ strict: false }))} />;
  };
}

type Play = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** The first page of ten under the page's title, the pager below with no way back; `more` checks a row. */
export const longHistory = (titleKey: string, more?: (canvasElement: HTMLElement) => Promise<void>): Play => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t(titleKey) })).toBeVisible();
    await expectRows(canvasElement, 10);
    await expect(canvas.getByRole('navigation', { name: t('history:pagination.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('history:pagination.previous') })).toHaveAttribute('aria-disabled', 'true');
    await more?.(canvasElement);
  },
});

/** The pager drives the URL search (the story starts at ?page=5): next, then the page after it. */
export const laterPage = (path: string) => ({
  parameters: { router: { initialPath: `${path}?page=5` } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expectRows(canvasElement, 10);
    const status = () => canvas.getByRole('navigation', { name: t('history:pagination.label') }).querySelector('p')?.textContent ?? '';
    await waitFor(() => expect(status()).toMatch(/5/));
    const first = visibleRows(canvasElement)[0]?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: t('history:pagination.next') }));
    await waitFor(() => expect(status()).toMatch(/6/));
    await waitFor(() => expect(visibleRows(canvasElement)[0]?.textContent).not.toBe(first));
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
});

/** Choosing an order status (the select named `status`) filters the list; the clear button shows. */
export const filteredByStatus = (status: string): Play => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRows(canvasElement, 10);
    const select = canvas.getByRole('combobox', { name: t('history:filter.status') });
    await expect(select).toHaveAttribute('name', 'status');
    await userEvent.selectOptions(select, status);
    const name = t(`status:order.${status}`);
    await waitFor(() => {
      const rows = visibleRows(canvasElement);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(name);
    });
    await expect(canvas.getByRole('button', { name: t('history:filter.clear') })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
});

/** Dates from the URL (`from`, `to` date inputs) with nothing in them: the filtered empty state and its way out. */
export const filteredEmpty = (path: string) => ({
  parameters: { router: { initialPath: `${path}?from=2001-01-01&to=2001-01-31` } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('history:filter.emptyTitle') })).toBeVisible();
    // Written the app's way (DD/MM/YYYY), whatever the browser's locale; the contract's field holds the ISO date.
    await expect(canvas.getByLabelText(t('history:filter.from'))).toHaveValue('01/01/2001');
    await expect(canvasElement.querySelector('input[name="to"]')).toHaveValue('2001-01-31');
  },
});

/** A player with nothing in this history: its empty state, no pager. */
export const empty = (emptyKey: string) => ({
  parameters: { scenario: ['signedIn', 'emptyHistories'] },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t(emptyKey) })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('history:pagination.label') })).toBeNull();
  },
});

/** The first page is on its way (the endpoint never answers): skeleton rows. */
export const loading = (endpoint: string) => ({
  parameters: { msw: { handlers: [answer.pending(endpoint, 'get')] } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(t('ui:loading'))).toBeInTheDocument();
  },
});

/** The server fails (500); Retry asks again and, the server back, the history shows. */
export const errorWithRetry = {
  parameters: { scenario: ['signedIn', 'serverErrors'] },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('history:loadFailed'));
    // The server recovers (mock-only endpoint), then the player retries.
    await fetch('/api/__mock/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenarios: ['signedIn'] }),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expectRows(canvasElement, 10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
