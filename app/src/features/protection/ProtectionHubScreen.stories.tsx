import { formatMoney } from '@dokkham/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t, withFrame } from '../stories/storyKit';
import { ProtectionHubScreen } from './ProtectionHubScreen';

const meta = {
  title: 'Screens/Player/Protection/Hub',
  component: ProtectionHubScreen,
  decorators: [withFrame],
  // Each state needs its own scenario: no docs page mixing them.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { initialPath: '/player/responsible-gaming' },
    scenario: 'signedIn',
    docs: {
      description: {
        component:
          "Responsible gaming, the player's hub: what is set now (a running break or self-exclusion with its end and " +
          'the way to withdraw; each deposit limit with what its window has used and left, or "no limit", and a raise ' +
          'or removal pending with when it applies; the reality-check interval and its pending change), a link to each ' +
          "tool's page with a line saying what it does, and where to get help (no invented helpline: family, a friend, " +
          "a doctor, the agency's support).",
      },
    },
  },
} satisfies Meta<typeof ProtectionHubScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** An amount as the page writes it, spaces as the text matchers read them. */
const lak = (amount: string) => formatMoney(amount, 'LAK').replace(/\s/g, ' ');
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The settings, once the agency has answered. */
const settings = async (canvas: Canvas) => canvas.findByRole('heading', { name: t('protection:hub.current'), level: 2 }, { timeout: 5000 });
const limitRow = (canvas: Canvas, window: 'daily' | 'weekly' | 'monthly') => canvas.getByTestId(`limit-${window}`);
/** The amount beside a term (limit, used, left) of one limit. */
const fact = (row: HTMLElement, term: 'limit' | 'used' | 'left') =>
  text(within(row).getByText(t(`protection:hub.limits.${term}`)).nextElementSibling);

const TOOL_PATHS = {
  limits: '/player/responsible-gaming/limits',
  realityCheck: '/player/responsible-gaming/reality-check',
  break: '/player/responsible-gaming/break',
  selfExclusion: '/player/responsible-gaming/self-exclusion',
  activity: '/player/responsible-gaming/activity',
};

/** One h1; each tool's link (named by the tool, described by its line); the help. */
async function expectTheRest(canvas: Canvas) {
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const [tool, href] of Object.entries(TOOL_PATHS)) {
    const link = canvas.getByRole('link', { name: t(`protection:tools.${tool}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAccessibleDescription(t(`protection:hub.tools.${tool}`));
  }
  await expect(canvas.getByRole('heading', { name: t('protection:help.title'), level: 2 })).toBeVisible();
  await expect(canvas.getByText(t('protection:help.talk'))).toBeVisible();
}

/** demo: no limit, no reality check, no break. */
export const NothingSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settings(canvas);
    for (const window of ['daily', 'weekly', 'monthly'] as const) {
      const row = limitRow(canvas, window);
      await expect(row).toHaveTextContent(t(`protection:window.${window}`));
      await expect(within(row).getByText(t('protection:noLimit'))).toBeVisible();
    }
    await expect(canvas.getByTestId('reality-check')).toHaveTextContent(t('protection:realityCheckOption.off'));
    await expect(canvas.getByText(t('protection:hub.restriction.none'))).toBeVisible();
    await expect(canvas.queryByTestId('pending-change')).toBeNull();
    await expectTheRest(canvas);
  },
};

/** Limits as careful's: daily 2,000,000 with 1,500,000 used (500,000 left), weekly 5,000,000; a raise of the daily limit to 3,000,000 pending. */
export const LimitsWithPendingRaise: Story = {
  parameters: { scenario: ['signedIn', 'depositLimits'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settings(canvas);
    const daily = limitRow(canvas, 'daily');
    await expect(fact(daily, 'limit')).toBe(lak('2000000'));
    await expect(fact(daily, 'used')).toBe(lak('1500000'));
    await expect(fact(daily, 'left')).toBe(lak('500000'));
    // The mock's clock is frozen at 14/03/2025 09:30 in Vientiane: the raise applies 20 hours later.
    await expect(within(daily).getByTestId('pending-change')).toHaveTextContent(
      t('protection:hub.limits.pending', { amount: lak('3000000'), at: '15/03/2025 05:30' }),
    );
    const weekly = limitRow(canvas, 'weekly');
    await expect(fact(weekly, 'limit')).toBe(lak('5000000'));
    await expect(within(weekly).queryByTestId('pending-change')).toBeNull();
    await expect(within(limitRow(canvas, 'monthly')).getByText(t('protection:noLimit'))).toBeVisible();
    await expectTheRest(canvas);
  },
};

/** A 7-day break that began 2 days ago: said first, with its end and the way to withdraw. */
export const OnBreak: Story = {
  parameters: { scenario: ['signedIn', 'onBreak'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settings(canvas);
    await expect(canvas.getByRole('heading', { name: t('protection:restricted.BREAK.title'), level: 3 })).toBeVisible();
    await expect(canvas.getByTestId('restriction-ends')).toHaveTextContent(
      t('protection:restricted.BREAK.text', { endsAt: '19/03/2025 09:30' }),
    );
    await expect(canvas.getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expect(canvas.queryByText(t('protection:hub.restriction.none'))).toBeNull();
    await expectTheRest(canvas);
  },
};

/** Self-excluded for a year since 10 days ago. */
export const SelfExcluded: Story = {
  parameters: { scenario: ['signedIn', 'selfExcluded'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settings(canvas);
    await expect(canvas.getByRole('heading', { name: t('protection:restricted.SELF_EXCLUSION.title'), level: 3 })).toBeVisible();
    await expect(canvas.getByTestId('restriction-ends')).toHaveTextContent(
      t('protection:restricted.SELF_EXCLUSION.text', { endsAt: '04/03/2026 09:30' }),
    );
    await expect(canvas.getByRole('link', { name: t('protection:restricted.withdraw') })).toHaveAttribute('href', '/player/withdraw');
    await expectTheRest(canvas);
  },
};
