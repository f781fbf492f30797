import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLanguage, type Language } from '@dokkham/i18n';
import { expect, fn, userEvent } from 'storybook/test';
import { tr } from '../../stories/fixtures';
import { AnnouncementBanner, type AnnouncementBannerProps } from './AnnouncementBanner';

/** The agency's text as the app picks it for each language (the modes switch it). */
const TEXTS: Record<Language, { title: string; body: string }> = {
  lo: { title: 'ກຳລັງປັບປຸງລະບົບ', body: 'ການຖອນເງິນອາດຊ້າກວ່າປົກກະຕິຈົນຮອດ 2 ຊົ່ວໂມງ.' },
  th: { title: 'กำลังปรับปรุงระบบ', body: 'การถอนเงินอาจช้ากว่าปกติไม่เกิน 2 ชั่วโมง' },
  cn: { title: '系统维护中', body: '提款可能会延迟，最多 2 小时。' },
  vn: { title: 'Đang bảo trì hệ thống', body: 'Rút tiền có thể chậm hơn bình thường trong tối đa 2 giờ.' },
};

function InLanguage(args: Pick<AnnouncementBannerProps, 'onDismiss'>) {
  const { language } = useLanguage();
  return <AnnouncementBanner {...TEXTS[language]} {...args} />;
}

const meta = {
  title: 'Frame/AnnouncementBanner',
  component: AnnouncementBanner,
  args: { title: '', body: '', onDismiss: fn() },
  render: (args) => <InLanguage onDismiss={args.onDismiss} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A running maintenance announcement under the navbar, on every page, until the player dismisses it (the app keeps " +
          "the dismissal per player). The agency's title and body come in the player's language (Lao when the agency wrote none in it).",
      },
    },
  },
} satisfies Meta<typeof AnnouncementBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: tr('nav:notifications.maintenance') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: tr('ui:close') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
