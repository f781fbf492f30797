import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLanguage } from '@dokkham/i18n';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { StoryLinks, tr } from '../../stories/fixtures';
import { NotificationBell } from './NotificationBell';
import { NotificationPanel, type NotificationItem, type NotificationPanelProps } from './NotificationPanel';

const kinds = [
  ['DEPOSIT_CREDITED', '/player/deposit/history/DP26112900012', 'DP26112900012 · 500,000 LAK'],
  ['DEPOSIT_PAID', '/player/deposit/history/DP26112900012', 'DP26112900012 · 500,000 LAK'],
  ['DEPOSIT_FAILED', '/player/deposit/history/DP26112800009', 'DP26112800009 · 100,000 LAK'],
  ['WITHDRAWAL_APPROVED', '/player/withdraw/history/WD26112800007', 'WD26112800007 · 1,200,000 LAK'],
  ['WITHDRAWAL_PAID', '/player/withdraw/history/WD26112700005', 'WD26112700005 · 800,000 LAK'],
  ['WITHDRAWAL_REJECTED', '/player/withdraw/history/WD26112600004', 'WD26112600004 · 300,000 LAK'],
  ['PROMOTION_CLAIMED', '/player/promotion/promo-daily', undefined],
  ['PROMOTION_COMPLETED', '/player/promotion/promo-welcome', undefined],
  ['PROMOTION_CANCELLED', '/player/promotion/promo-weekend', undefined],
] as const;

/** One of each kind, newest first; the first three unread. Titles are text keys, translated as the story renders (the app's texts). */
function items(): NotificationItem[] {
  return kinds.map(([kind, href, detail], i) => ({
    id: `n${i}`,
    title: `nav:notifications.kind.${kind}`,
    ...(detail ? { detail } : {}),
    time: `29/11/2026 ${String(10 - i).padStart(2, '0')}:15:00`,
    href,
    read: i >= 3,
  }));
}

const meta = {
  title: 'Frame/NotificationPanel',
  component: NotificationPanel,
  args: {
    trigger: <NotificationBell count={3} />,
    defaultOpen: true,
    items: [],
    unreadCount: 0,
    onOpenItem: fn(),
    onMarkAllRead: fn(),
  },
  render: (args) => (
    <StoryLinks>
      <div className={layout.row}>
        <NotificationPanel {...args} items={args.items.map((item) => ({ ...item, title: tr(item.title) }))} />
      </div>
    </StoryLinks>
  ),
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          "The player's notices, newest first, in a dialog (a bottom sheet on phones): order events open their receipt, " +
          'promotion events the promotion; unread ones carry a dot and say "unread". **Mark all as read** is off when none is ' +
          'unread. Focus is trapped and returns to the bell.',
      },
    },
  },
} satisfies Meta<typeof NotificationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: tr('nav:notifications.title') });
    await waitFor(() => expect(within(dialog).getByText(tr('nav:notifications.empty'))).toBeVisible());
  },
};

/** The agency's running announcements as the app picks them for each language. */
const ANNOUNCEMENTS = {
  lo: { title: 'ໂບນັດທ້າຍອາທິດ 20%', body: 'ຝາກເງິນວັນເສົາ ແລະ ວັນອາທິດ ຮັບໂບນັດ 20%.' },
  th: { title: 'โบนัสสุดสัปดาห์ 20%', body: 'ฝากเงินวันเสาร์และวันอาทิตย์ รับโบนัส 20%' },
  cn: { title: '周末奖金 20%', body: '周六和周日存款可获得 20% 奖金。' },
  vn: { title: 'Thưởng cuối tuần 20%', body: 'Nạp tiền vào thứ Bảy và Chủ nhật để nhận thưởng 20%.' },
} as const;

function WithAnnouncement(args: NotificationPanelProps) {
  const { language } = useLanguage();
  return <NotificationPanel {...args} announcements={[{ id: 'AN0002', ...ANNOUNCEMENTS[language] }]} />;
}

export const EachKind: Story = {
  name: 'Each kind, with an announcement',
  args: { items: items(), unreadCount: 3 },
  render: (args) => (
    <StoryLinks>
      <div className={layout.row}>
        <WithAnnouncement {...args} items={args.items.map((item) => ({ ...item, title: tr(item.title) }))} />
      </div>
    </StoryLinks>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(kinds.length);
    await expect(links[0]).toHaveTextContent(tr('nav:notifications.kind.DEPOSIT_CREDITED'));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: tr('nav:notifications.announcements') })).toBeVisible());
    await expect(links[0]).toHaveAttribute('href', '/player/deposit/history/DP26112900012');
    await expect(links[6]).toHaveAttribute('href', '/player/promotion/promo-daily');
    await expect(within(dialog).getAllByText(tr('nav:notifications.unread'))).toHaveLength(3);
  },
};

export const Loading: Story = { args: { loading: true } };

export const MarkAllRead: Story = {
  args: { items: items(), unreadCount: 3 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: tr('nav:notifications.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};
