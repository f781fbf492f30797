import type { Announcement } from '@dokkham/api/schemas';

const DAY = 24 * 3_600_000;
const at = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** The agency's announcements: one running info, one running promotion, one upcoming maintenance (Lao only: the others fall back to it). */
export function seedAnnouncements(now: Date): Announcement[] {
  return [
    {
      id: 'AN0001',
      kind: 'INFO',
      title: { lo: 'ຊ່ອງທາງຝາກເງິນໃໝ່', th: 'ช่องทางฝากเงินใหม่', cn: '新的存款渠道', vn: 'Kênh nạp tiền mới' },
      body: {
        lo: 'ຕອນນີ້ທ່ານສາມາດຝາກເງິນຜ່ານ BCEL One ໄດ້ແລ້ວ.',
        th: 'ตอนนี้คุณฝากเงินผ่าน BCEL One ได้แล้ว',
        cn: '现在可以通过 BCEL One 存款。',
        vn: 'Giờ đây bạn có thể nạp tiền qua BCEL One.',
      },
      startsAt: at(now, -3 * DAY),
      endsAt: at(now, 30 * DAY),
    },
    {
      id: 'AN0002',
      kind: 'PROMOTION',
      title: { lo: 'ໂບນັດທ້າຍອາທິດ 20%', th: 'โบนัสสุดสัปดาห์ 20%', cn: '周末奖金 20%', vn: 'Thưởng cuối tuần 20%' },
      body: {
        lo: 'ຝາກເງິນວັນເສົາ ແລະ ວັນອາທິດ ຮັບໂບນັດ 20%.',
        th: 'ฝากเงินวันเสาร์และวันอาทิตย์ รับโบนัส 20%',
        cn: '周六和周日存款可获得 20% 奖金。',
        vn: 'Nạp tiền vào thứ Bảy và Chủ nhật để nhận thưởng 20%.',
      },
      startsAt: at(now, -1 * DAY),
      endsAt: at(now, 6 * DAY),
    },
    {
      id: 'AN0003',
      kind: 'MAINTENANCE',
      title: { lo: 'ປິດປັບປຸງລະບົບ' },
      body: { lo: 'ລະບົບຈະປິດປັບປຸງໃນອາທິດໜ້າ, ປະມານ 2 ຊົ່ວໂມງ.' },
      startsAt: at(now, 7 * DAY),
      endsAt: at(now, 7 * DAY + 2 * 3_600_000),
    },
  ];
}

/** The running maintenance of the `maintenance` scenario: began 10 minutes ago, ends in 2 hours. */
export function runningMaintenance(now: Date): Announcement {
  return {
    id: 'AN0100',
    kind: 'MAINTENANCE',
    title: { lo: 'ກຳລັງປັບປຸງລະບົບ', th: 'กำลังปรับปรุงระบบ', cn: '系统维护中', vn: 'Đang bảo trì hệ thống' },
    body: {
      lo: 'ການຖອນເງິນອາດຊ້າກວ່າປົກກະຕິຈົນຮອດ 2 ຊົ່ວໂມງ.',
      th: 'การถอนเงินอาจช้ากว่าปกติไม่เกิน 2 ชั่วโมง',
      cn: '提款可能会延迟，最多 2 小时。',
      vn: 'Rút tiền có thể chậm hơn bình thường trong tối đa 2 giờ.',
    },
    startsAt: at(now, -10 * 60_000),
    endsAt: at(now, 2 * 3_600_000),
  };
}
