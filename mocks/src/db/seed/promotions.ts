import type { Promotion, WithdrawRules } from '@dokkham/api/schemas';

const DAY = 86_400_000;
const NO_RULES: WithdrawRules = {
  withdrawAll: false,
  minBalanceCredit: null,
  minBalancePercent: null,
  maxReceiveCredit: null,
  maxReceivePercent: null,
};

/** Promotion ids the scenarios and tests refer to. */
export const PROMO = {
  welcome: 'promo-welcome-100',
  daily: 'promo-daily-10',
  fixed: 'promo-fixed-300',
  slot: 'promo-slot-50',
  live: 'promo-live-20',
  songkran: 'promo-songkran-30',
} as const;

/**
 * One of each kind, with every withdrawal rule somewhere: maximum receivable in %, minimum balance
 * in %, fixed minimum balance and maximum receivable, withdraw-all, and an inactive one.
 */
export function seedPromotions(now: Date): Promotion[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const running = { startsAt: at(-60), endsAt: at(300) };
  return [
    {
      id: PROMO.welcome,
      code: 'WELCOME100',
      kind: 'FIRST_DEPOSIT',
      title: {
        lo: 'ໂບນັດສະມາຊິກໃໝ່ 100%',
        th: 'โบนัสสมาชิกใหม่ 100%',
        cn: '新会员首存 100% 奖金',
        vn: 'Thưởng 100% cho thành viên mới',
      },
      description: {
        lo: 'ຝາກຄັ້ງທຳອິດຮັບໂບນັດ 100% ສູງສຸດ {THB:1000}. ສຳລັບລູກຄ້າໃໝ່ ແລະ ອໍເດີທຳອິດເທົ່ານັ້ນ. ຖອນໄດ້ສູງສຸດ 5 ເທົ່າຂອງເຄຣດິດທີ່ໄດ້ຮັບ.',
        th: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด {THB:1000} สำหรับลูกค้าใหม่และออเดอร์แรกเท่านั้น ถอนได้สูงสุด 5 เท่าของเครดิตที่ได้รับ',
        cn: '首次存款即送 100% 奖金，最高 {THB:1000}。仅限新客户的首笔订单。最高可提取所得点数的 5 倍。',
        vn: 'Nạp lần đầu nhận thưởng 100%, tối đa {THB:1000}. Chỉ dành cho khách hàng mới và đơn nạp đầu tiên. Rút tối đa gấp 5 lần số điểm nhận được.',
      },
      providers: ['alphabet', 'askmebet', 'gclub', 'gclub_live'],
      isActive: true,
      firstOrderOnly: true,
      setAmount: null,
      bonusPercent: '100',
      bonusCredit: null,
      maxBonusCredit: '1000',
      creditThreshold: '50',
      withdraw: { ...NO_RULES, maxReceivePercent: '500' },
      ...running,
    },
    {
      id: PROMO.daily,
      code: 'DAILY10',
      kind: 'DEPOSIT_BONUS',
      title: {
        lo: 'ໂບນັດເງິນຝາກປະຈຳວັນ 10%',
        th: 'โบนัสเงินฝากรายวัน 10%',
        cn: '每日存款 10% 奖金',
        vn: 'Thưởng nạp hằng ngày 10%',
      },
      description: {
        lo: 'ຮັບໂບນັດ 10% ທຸກຍອດຝາກ ສູງສຸດ {THB:500}. ກ່ອນຖອນຕ້ອງມີຍອດຄົງເຫຼືອຢ່າງໜ້ອຍ 150% ຂອງເຄຣດິດທີ່ໄດ້ຮັບ.',
        th: 'รับโบนัส 10% ทุกยอดฝาก สูงสุด {THB:500} ก่อนถอนต้องมียอดคงเหลืออย่างน้อย 150% ของเครดิตที่ได้รับ',
        cn: '每笔存款可获 10% 奖金，最高 {THB:500}。提款前余额须至少达到所得点数的 150%。',
        vn: 'Nhận thưởng 10% cho mỗi lần nạp, tối đa {THB:500}. Trước khi rút, số dư phải đạt ít nhất 150% số điểm nhận được.',
      },
      providers: ['alphabet', 'askmebet', 'gclub', 'gclub_live'],
      isActive: true,
      firstOrderOnly: false,
      setAmount: null,
      bonusPercent: '10',
      bonusCredit: null,
      maxBonusCredit: '500',
      creditThreshold: '20',
      withdraw: { ...NO_RULES, minBalancePercent: '150' },
      ...running,
    },
    {
      id: PROMO.fixed,
      code: 'FIX300',
      kind: 'FIXED_CREDIT',
      title: {
        lo: 'ຝາກ {LAK:680000} ຮັບຟຣີ {THB:300}',
        th: 'ฝาก {LAK:680000} รับฟรี {THB:300}',
        cn: '存 {LAK:680000} 送 {THB:300}',
        vn: 'Nạp {LAK:680000} tặng {THB:300}',
      },
      description: {
        lo: 'ຝາກ {LAK:680000} ພໍດີ ຮັບເຄຣດິດຟຣີ {THB:300}. ຖອນໄດ້ເມື່ອມີຍອດຄົງເຫຼືອຕັ້ງແຕ່ {THB:2000} ແລະ ຮັບໄດ້ສູງສຸດ {THB:3000}.',
        th: 'ฝาก {LAK:680000} พอดี รับเครดิตฟรี {THB:300} ถอนได้เมื่อมียอดคงเหลือตั้งแต่ {THB:2000} และรับได้สูงสุด {THB:3000}',
        cn: '存款恰好 {LAK:680000} 即送 {THB:300}。余额达到 {THB:2000} 方可提款，最高可提 {THB:3000}。',
        vn: 'Nạp đúng {LAK:680000} nhận miễn phí {THB:300}. Được rút khi số dư từ {THB:2000}, nhận tối đa {THB:3000}.',
      },
      providers: ['askmebet', 'gclub', 'gclub_live'],
      isActive: true,
      firstOrderOnly: false,
      setAmount: '680000',
      bonusPercent: null,
      bonusCredit: '300',
      maxBonusCredit: null,
      creditThreshold: '10',
      withdraw: { ...NO_RULES, minBalanceCredit: '2000', maxReceiveCredit: '3000' },
      ...running,
    },
    {
      id: PROMO.slot,
      code: 'SLOT50',
      kind: 'DEPOSIT_BONUS',
      title: {
        lo: 'ໂບນັດສະລັອດ 50%',
        th: 'โบนัสสล็อต 50%',
        cn: '老虎机 50% 奖金',
        vn: 'Thưởng slot 50%',
      },
      description: {
        lo: 'ຝາກຫຼິ້ນສະລັອດຮັບໂບນັດ 50% ສູງສຸດ {THB:1500}. ຕ້ອງຖອນທັງໝົດ, ມີຍອດຄົງເຫຼືອຢ່າງໜ້ອຍ 200% ແລະ ຮັບໄດ້ສູງສຸດ 300% ຂອງເຄຣດິດທີ່ໄດ້ຮັບ; ສ່ວນທີ່ເກີນຈະຖືກຄືນ.',
        th: 'ฝากเล่นสล็อตรับโบนัส 50% สูงสุด {THB:1500} ต้องถอนทั้งหมด มียอดคงเหลืออย่างน้อย 200% และรับได้สูงสุด 300% ของเครดิตที่ได้รับ ส่วนที่เกินจะถูกคืน',
        cn: '存款玩老虎机可获 50% 奖金，最高 {THB:1500}。须全额提款，余额至少为所得点数的 200%，最高可提 300%，超出部分将被收回。',
        vn: 'Nạp chơi slot nhận thưởng 50%, tối đa {THB:1500}. Phải rút toàn bộ, số dư tối thiểu 200% và nhận tối đa 300% số điểm nhận được; phần vượt quá sẽ bị thu hồi.',
      },
      providers: ['alphabet', 'askmebet'],
      isActive: true,
      firstOrderOnly: false,
      setAmount: null,
      bonusPercent: '50',
      bonusCredit: null,
      maxBonusCredit: '1500',
      creditThreshold: '30',
      withdraw: { ...NO_RULES, withdrawAll: true, minBalancePercent: '200', maxReceivePercent: '300' },
      ...running,
    },
    {
      id: PROMO.live,
      code: 'LIVE20',
      kind: 'DEPOSIT_BONUS',
      title: {
        lo: 'ໂບນັດຄາສິໂນສົດ 20%',
        th: 'โบนัสคาสิโนสด 20%',
        cn: '真人娱乐场 20% 奖金',
        vn: 'Thưởng sòng bài trực tiếp 20%',
      },
      description: {
        lo: 'ຝາກຫຼິ້ນຄາສິໂນສົດຮັບໂບນັດ 20% ສູງສຸດ {THB:2000}. ຮັບໄດ້ສູງສຸດ {THB:10000} ຕໍ່ການຖອນ.',
        th: 'ฝากเล่นคาสิโนสดรับโบนัส 20% สูงสุด {THB:2000} รับได้สูงสุด {THB:10000} ต่อการถอน',
        cn: '存款玩真人娱乐场可获 20% 奖金，最高 {THB:2000}。每次提款最高可得 {THB:10000}。',
        vn: 'Nạp chơi sòng bài trực tiếp nhận thưởng 20%, tối đa {THB:2000}. Nhận tối đa {THB:10000} mỗi lần rút.',
      },
      providers: ['gclub', 'gclub_live'],
      isActive: true,
      firstOrderOnly: false,
      setAmount: null,
      bonusPercent: '20',
      bonusCredit: null,
      maxBonusCredit: '2000',
      creditThreshold: '50',
      withdraw: { ...NO_RULES, maxReceiveCredit: '10000' },
      ...running,
    },
    {
      id: PROMO.songkran,
      code: 'PIMAI30',
      kind: 'DEPOSIT_BONUS',
      title: {
        lo: 'ໂບນັດບຸນປີໃໝ່ລາວ 30%',
        th: 'โบนัสสงกรานต์ 30%',
        cn: '老挝新年 30% 奖金',
        vn: 'Thưởng Tết Lào 30%',
      },
      description: {
        lo: 'ສະເຫຼີມສະຫຼອງບຸນປີໃໝ່ລາວ ຮັບໂບນັດ 30% ສູງສຸດ {THB:800}. ໂປຣໂມຊັນນີ້ໝົດເວລາແລ້ວ.',
        th: 'ฉลองสงกรานต์ลาว รับโบนัส 30% สูงสุด {THB:800} โปรโมชันนี้หมดเวลาแล้ว',
        cn: '欢庆老挝新年，可获 30% 奖金，最高 {THB:800}。本活动已结束。',
        vn: 'Mừng Tết Bunpimay nhận thưởng 30%, tối đa {THB:800}. Khuyến mãi này đã kết thúc.',
      },
      providers: ['alphabet', 'askmebet', 'gclub', 'gclub_live'],
      isActive: false,
      firstOrderOnly: false,
      setAmount: null,
      bonusPercent: '30',
      bonusCredit: null,
      maxBonusCredit: '800',
      creditThreshold: '20',
      withdraw: { ...NO_RULES, minBalancePercent: '120' },
      startsAt: at(-340),
      endsAt: at(-333),
    },
  ];
}
