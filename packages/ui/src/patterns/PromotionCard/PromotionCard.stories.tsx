import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import * as layout from '../../stories/layout.css';
import { StoryLinks, navigate, textRe, tr } from '../../stories/fixtures';
import { PromotionCard, type PromotionCardData } from './PromotionCard';

const FIRST_DEPOSIT: PromotionCardData = {
  id: 'promo-first',
  kind: 'FIRST_DEPOSIT',
  title: {
    lo: 'ໂບນັດຝາກຄັ້ງທຳອິດ 100%',
    th: 'โบนัสฝากครั้งแรก 100%',
    cn: '首存奖励 100%',
    vn: 'Thưởng nạp lần đầu 100%',
  },
  description: {
    lo: 'ສະມາຊິກໃໝ່ຮັບໂບນັດ 100% ຂອງເຄຣດິດທີ່ຝາກຄັ້ງທຳອິດ, ສູງສຸດ {THB:500}. ໃຊ້ໄດ້ກັບທຸກຄ່າຍເກມ.',
    th: 'สมาชิกใหม่รับโบนัส 100% ของเครดิตที่ฝากครั้งแรก สูงสุด {THB:500} ใช้ได้กับทุกค่ายเกม',
    cn: '新会员首次存款可获得存款积分 100% 的奖励，最高 {THB:500}，适用于所有游戏平台。',
    vn: 'Thành viên mới nhận thưởng 100% tín dụng nạp lần đầu, tối đa {THB:500}. Áp dụng cho mọi nhà cung cấp.',
  },
  bonusPercent: '100',
  maxBonusCredit: '500',
  setAmount: null,
  providers: ['Alphabet', 'AskMeBet', 'GClub', 'GClub Live'],
};

const FIXED_CREDIT: PromotionCardData = {
  id: 'promo-newyear',
  kind: 'FIXED_CREDIT',
  title: {
    lo: 'ເຄຣດິດຟຣີ ບຸນປີໃໝ່ລາວ ສຳລັບສະມາຊິກທີ່ຝາກຄົບຕາມກຳນົດ ແລະ ຫຼິ້ນເກມສະລັອດ',
    th: 'เครดิตฟรีสงกรานต์ลาว สำหรับสมาชิกที่ฝากครบตามกำหนดและเล่นเกมสล็อต',
    cn: '老挝新年免费积分：存款达标并游玩老虎机的会员专享',
    vn: 'Tín dụng miễn phí Tết Lào cho thành viên nạp đủ mức và chơi slot',
  },
  description: {
    lo: 'ຝາກ {LAK:1000000} ຮັບເຄຣດິດເພີ່ມ {THB:300} ທັນທີ.',
    th: 'ฝาก {LAK:1000000} รับเครดิตเพิ่ม {THB:300} ทันที',
    cn: '存入 {LAK:1000000}，立即额外获得 {THB:300}。',
    vn: 'Nạp {LAK:1000000}, nhận ngay thêm {THB:300}.',
  },
  bonusCredit: '300',
  setAmount: '1000000',
  providers: ['Alphabet'],
};

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  args: { promotion: FIRST_DEPOSIT, onClaim: fn(), detailsHref: '/player/promotion/promo-first' },
  render: (args) => (
    <StoryLinks>
      <div className={layout.stack}>
        <PromotionCard {...args} />
      </div>
    </StoryLinks>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A promotion in the list: title and description in the player's language (from the backend's " +
          '`LocalizedText`, Lao when a translation is missing), the kind badge, the bonus in large gold type (a ' +
          'percentage with its cap, or a fixed THB credit), the set deposit amount and the providers. **Details** ' +
          '(`detailsHref` or `onDetails`) and **Claim** (`onClaim`, `claiming`, `claimDisabled` with a `note` saying ' +
          'why). The promotion in use (one at a time) gets a gold frame and an "In use" badge instead of Claim.',
      },
    },
  },
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {
  name: 'Percentage bonus',
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('article')).toHaveAccessibleName(/100%/);
    await expect(canvas.getByText(tr('promotion:kind.FIRST_DEPOSIT'))).toBeVisible();
    await expect(canvas.getByText(textRe('500,00 THB'), { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: tr('promotion:claim') }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: tr('common:action.viewDetails') }));
    await expect(navigate).toHaveBeenCalledWith('/player/promotion/promo-first');
  },
};

export const FixedCredit: Story = {
  name: 'Fixed credit, set amount, long Lao title',
  args: { promotion: FIXED_CREDIT },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(textRe('+300,00 THB'))).toBeVisible();
    await expect(canvas.getByText(textRe('1.000.000 LAK'), { selector: 'dd' })).toBeVisible();
  },
};

/** Long terms: cut to three lines in a list (Details leads to the rest), whole where there is no Details (the detail page). */
const LONG_TERMS = {
  lo: 'ຝາກ {LAK:1000000} ຮັບເຄຣດິດເພີ່ມ {THB:300} ທັນທີ. ໂບນັດໃຊ້ໄດ້ກັບເກມສະລັອດເທົ່ານັ້ນ. ກ່ອນຖອນຕ້ອງມີຍອດຄົງເຫຼືອຢ່າງໜ້ອຍ {THB:2000} ແລະ ຮັບໄດ້ສູງສຸດ {THB:3000}; ສ່ວນທີ່ເກີນຈະຖືກຄືນ. ໜຶ່ງຄົນໜຶ່ງສິດ, ບໍ່ສາມາດໃຊ້ຮ່ວມກັບໂປຣໂມຊັນອື່ນໄດ້.',
  th: 'ฝาก {LAK:1000000} รับเครดิตเพิ่ม {THB:300} ทันที โบนัสใช้ได้กับเกมสล็อตเท่านั้น ก่อนถอนต้องมียอดคงเหลืออย่างน้อย {THB:2000} และรับได้สูงสุด {THB:3000} ส่วนที่เกินจะถูกคืน หนึ่งคนหนึ่งสิทธิ์ ใช้ร่วมกับโปรโมชันอื่นไม่ได้',
  cn: '存入 {LAK:1000000}，立即额外获得 {THB:300}。奖金仅限老虎机游戏。提款前余额须至少 {THB:2000}，最高可提 {THB:3000}，超出部分将被收回。每人限一次，不可与其他优惠同时使用。',
  vn: 'Nạp {LAK:1000000}, nhận ngay thêm {THB:300}. Thưởng chỉ dùng cho slot. Trước khi rút, số dư phải từ {THB:2000} và nhận tối đa {THB:3000}; phần vượt quá sẽ bị thu hồi. Mỗi người một lần, không dùng chung với khuyến mãi khác.',
};
const fullyShown = (element: HTMLElement) => element.scrollHeight <= element.clientHeight + 1;

export const LongTermsInList: Story = {
  name: 'Long terms in a list: three lines, Details for the rest',
  args: { promotion: { ...FIXED_CREDIT, description: LONG_TERMS } },
  play: async ({ canvas }) => {
    const terms = canvas.getByText(/3\.000,00\sTHB/);
    await expect(fullyShown(terms)).toBe(false);
    await expect(canvas.getByRole('link', { name: tr('common:action.viewDetails') })).toBeVisible();
  },
};

export const LongTermsOnDetail: Story = {
  name: 'Long terms on the detail page: whole, amounts written by the app',
  args: { promotion: { ...FIXED_CREDIT, description: LONG_TERMS }, detailsHref: undefined, onClaim: undefined },
  play: async ({ canvas }) => {
    const terms = canvas.getByText(/3\.000,00\sTHB/);
    await expect(fullyShown(terms)).toBe(true);
    await expect(terms.textContent).toMatch(/1\.000\.000\sLAK.*300,00\sTHB.*2\.000,00\sTHB/);
    await expect(terms.textContent).not.toMatch(/\{/);
  },
};

export const InUse: Story = {
  name: 'In use',
  args: { inUse: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tr('promotion:inUse'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: tr('promotion:claim') })).toBeNull();
  },
};

export const Claiming: Story = { args: { claiming: true } };

export const ClaimBlocked: Story = {
  name: 'Claim not possible (another in use)',
  args: { claimDisabled: true },
  render: (args) => (
    <div className={layout.stack}>
      <PromotionCard {...args} note={tr('promotion:oneAtATime')} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const claim = canvas.getByRole('button', { name: tr('promotion:claim') });
    await expect(claim).toBeDisabled();
    await userEvent.click(claim);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const MissingTranslation: Story = {
  name: 'Missing translation falls back to Lao',
  args: {
    promotion: { ...FIXED_CREDIT, title: { ...FIXED_CREDIT.title, th: '', cn: '', vn: '' } },
    onClaim: undefined,
    detailsHref: undefined,
    onDetails: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(FIXED_CREDIT.title.lo);
    await userEvent.click(canvas.getByRole('button', { name: tr('common:action.viewDetails') }));
    await expect(args.onDetails).toHaveBeenCalledOnce();
  },
};
