import { formatMoney } from '@dokkham/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, t, withFrame } from '../stories/storyKit';
import { ActivityScreen } from './ActivityScreen';

const meta = {
  title: 'Screens/Player/Protection/Activity',
  component: ActivityScreen,
  decorators: [withFrame],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming/activity' },
    // demo: deposits and withdrawals from October 2024 to March 2025 (the mock's "now").
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          'The activity statement (issue 25): deposits, withdrawals and net since this session began, per month for the ' +
          'last 12 months as a bar chart (SVG; each month a radio: Tab, arrows or a tap show its figures under the chart) ' +
          'and as a table (cards on phones), totals over 3, 6 and 12 months. Paid deposits and withdrawals paid out count. ' +
          'An empty statement shows an empty state in the chart and no table.',
      },
    },
  },
} satisfies Meta<typeof ActivityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// Queries read text with its whitespace collapsed: the no-break space before LAK as a space.
const lak = (amount: string) => formatMoney(amount, 'LAK').replace(/\s/g, ' ');
const monthName = (month: number, year: number) =>
  t('protection:activity.monthYear', { month: t(`protection:activity.month.${month}`), year });
const figures = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('month-figures');
/** The chart, once the statement has arrived. */
const chart = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('group', { name: t('protection:activity.chart.months') }, { timeout: 5000 });
  return canvas;
};

/** demo's year: the chart, the current month's figures under it, totals and the table. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chart(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('protection:tools.activity') })).toBeVisible();
    // Twelve months, the current one chosen.
    await expect(canvas.getAllByRole('radio')).toHaveLength(12);
    await expect(canvas.getByRole('radio', { name: monthName(3, 2025) })).toBeChecked();
    await expect(figures(canvasElement)).toHaveTextContent(monthName(3, 2025));
    await expect(figures(canvasElement)).toHaveTextContent(lak('3800000'));
    await expect(figures(canvasElement)).toHaveTextContent(lak('2039840'));
    // Totals: 12 months, more withdrawn than deposited.
    const year = within(canvas.getByRole('region', { name: t('protection:activity.totals.period', { months: 12 }) }));
    await expect(year.getByText(lak('38770000'))).toBeVisible();
    await expect(year.getByText(lak('-18909737'))).toBeVisible();
    // The same figures month by month (a table on desktop, cards on phones: one of them is shown).
    await expect(canvas.getByRole('heading', { level: 2, name: t('protection:activity.table.caption') })).toBeVisible();
    const november = canvas.getAllByText(lak('19616640')).filter((node) => node.checkVisibility());
    await expect(november).toHaveLength(1);
    await expect(canvas.getAllByText(monthName(4, 2024)).some((node) => node.checkVisibility())).toBe(true);
  },
};

/** Tab into the chart and arrow to a month, or tap one: its figures are read under the chart. */
export const MonthOnFocusOrTap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await chart(canvasElement);
    const march = canvas.getByRole('radio', { name: monthName(3, 2025) });
    march.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const february = canvas.getByRole('radio', { name: monthName(2, 2025) });
    await waitFor(() => expect(february).toBeChecked());
    await expect(february).toHaveFocus();
    await expect(figures(canvasElement)).toHaveTextContent(monthName(2, 2025));
    await expect(figures(canvasElement)).toHaveTextContent(lak('2400000'));
    await expect(figures(canvasElement)).toHaveTextContent(lak('3790137'));
    await expect(figures(canvasElement)).toHaveTextContent(lak('-1390137'));
    // A tap anywhere in a month's column.
    const november = canvas.getByRole('radio', { name: monthName(11, 2024) });
    await userEvent.click(november.closest('label')!.querySelector('svg')!);
    await waitFor(() => expect(november).toBeChecked());
    await expect(figures(canvasElement)).toHaveTextContent(monthName(11, 2024));
    await expect(figures(canvasElement)).toHaveTextContent(lak('8400000'));
    await expect(figures(canvasElement)).toHaveTextContent(lak('19616640'));
  },
};

/** Nothing deposited or withdrawn in 12 months: the chart's place says so, totals are 0, no table of zeros. */
export const Empty: Story = {
  parameters: { scenario: ['signedIn', 'emptyHistories'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('protection:activity.chart.empty.title') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('protection:activity.table.caption') })).toBeNull();
    const year = within(canvas.getByRole('region', { name: t('protection:activity.totals.period', { months: 12 }) }));
    await expect(year.getAllByText(lak('0'))).toHaveLength(3);
  },
};

/** The statement is on its way (the route loader has it in the app; here the screen asks). */
export const Loading: Story = {
  parameters: { msw: { handlers: [answer.pending('/v2/players/statement', 'get')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: t('ui:loading') })).toBeInTheDocument();
  },
};
