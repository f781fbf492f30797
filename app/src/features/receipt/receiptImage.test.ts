import { describe, expect, it } from 'vitest';
import { imageRows, receiptFileName } from './receiptImage';
import type { ReceiptLines } from './receiptModel';

const lines: ReceiptLines = {
  title: 'ໃບຮັບເງິນຖອນ',
  codeLabel: 'ລະຫັດລາຍການ',
  code: 'WD25031400252',
  status: 'REJECTED',
  statusText: 'ຖືກປະຕິເສດ',
  facts: [
    { term: 'ເຄຣດິດທີ່ຖອນ', value: '1.000,00 THB' },
    { term: 'ຈຳນວນເງິນທີ່ໄດ້ຮັບ (LAK)', value: '640.000 LAK' },
  ],
  timelineTitle: 'ຄວາມຄືບໜ້າ',
  steps: [
    { id: 'REQUESTED', label: 'ຂໍຖອນ', state: 'done', time: '14/03/2025 11:00:00', note: null },
    { id: 'REJECTED', label: 'ຖືກປະຕິເສດ', state: 'stopped', time: '14/03/2025 11:20:00', note: 'ຊື່ບັນຊີບໍ່ກົງກັນ' },
  ],
};

describe('imageRows', () => {
  it('draws the receipt and only it: title, code and status, facts, the timeline with the note', () => {
    expect(imageRows(lines, 'Dokkham')).toEqual([
      { style: 'title', text: 'ໃບຮັບເງິນຖອນ', end: 'Dokkham' },
      { style: 'code', text: 'ລະຫັດລາຍການ: WD25031400252', end: 'ຖືກປະຕິເສດ' },
      { style: 'fact', text: 'ເຄຣດິດທີ່ຖອນ', end: '1.000,00 THB' },
      { style: 'fact', text: 'ຈຳນວນເງິນທີ່ໄດ້ຮັບ (LAK)', end: '640.000 LAK' },
      { style: 'heading', text: 'ຄວາມຄືບໜ້າ' },
      { style: 'step', text: 'ຂໍຖອນ', end: '14/03/2025 11:00:00', state: 'done' },
      { style: 'step', text: 'ຖືກປະຕິເສດ', end: '14/03/2025 11:20:00', state: 'stopped' },
      { style: 'note', text: 'ຊື່ບັນຊີບໍ່ກົງກັນ' },
    ]);
  });

  it('names the file after the code, safe for any file system', () => {
    expect(receiptFileName('DP25031400251')).toBe('receipt-DP25031400251.png');
    expect(receiptFileName('A/B:C')).toBe('receipt-A_B_C.png');
  });
});
