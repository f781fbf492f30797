import { describe, expect, it } from 'vitest';
import { buildLaoQr, crc16ccittFalse, crcHex, LAPNET_AID, parseEmv, tlv, verifyCrc, withCrc } from './emvco';

describe('CRC-16/CCITT-FALSE', () => {
  it('matches the standard check value of "123456789"', () => {
    expect(crc16ccittFalse('123456789')).toBe(0x29b1);
    expect(crcHex('123456789')).toBe('29B1');
  });

  it('is 0xFFFF (the init value) for an empty input and zero-pads to 4 hex digits', () => {
    expect(crc16ccittFalse('')).toBe(0xffff);
    // A payload whose CRC has a leading zero nibble must still be 4 characters.
    const samples = Array.from({ length: 400 }, (_, i) => `sample-${i}`);
    const small = samples.find((s) => crc16ccittFalse(s) < 0x1000);
    expect(small).toBeDefined();
    expect(crcHex(small as string)).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe('TLV', () => {
  it('writes tag, two-digit length and value', () => {
    expect(tlv('00', '01')).toBe('000201');
    expect(tlv('59', 'DOKKHAM')).toBe('5907DOKKHAM');
  });

  it('refuses values longer than 99 and malformed tags', () => {
    expect(() => tlv('01', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => tlv('1', 'x')).toThrow(RangeError);
  });

  it('appends a CRC that verifies, and detects a changed character', () => {
    const payload = withCrc(tlv('00', '01') + tlv('54', '150000'));
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(verifyCrc(payload)).toBe(true);
    expect(verifyCrc(payload.replace('150000', '150001'))).toBe(false);
  });
});

describe('Lao QR', () => {
  const payload = buildLaoQr({
    bankIin: '27710418',
    merchantId: 'MID-BCEL-0001',
    amount: '500000',
    merchantName: 'DOKKHAM',
    merchantCity: 'VIENTIANE',
    billNumber: 'DP25031400123',
  });
  const fields = Object.fromEntries(parseEmv(payload).map((f) => [f.tag, f.value]));

  it('is a dynamic EMVCo merchant-presented payload in kip for Laos', () => {
    expect(fields['00']).toBe('01');
    expect(fields['01']).toBe('12');
    expect(fields['53']).toBe('418');
    expect(fields['54']).toBe('500000');
    expect(fields['58']).toBe('LA');
    expect(fields['59']).toBe('DOKKHAM');
    expect(fields['60']).toBe('VIENTIANE');
  });

  it('carries the LAPNet template and the order as bill number', () => {
    const lapnet = Object.fromEntries(parseEmv(fields['38'] as string).map((f) => [f.tag, f.value]));
    expect(lapnet).toEqual({ '00': LAPNET_AID, '01': '27710418', '02': '001', '03': 'MID-BCEL-0001' });
    const extra = Object.fromEntries(parseEmv(fields['62'] as string).map((f) => [f.tag, f.value]));
    expect(extra['01']).toBe('DP25031400123');
  });

  it('ends with a correct CRC over everything before it', () => {
    expect(parseEmv(payload).at(-1)?.tag).toBe('63');
    expect(fields['63']).toBe(crcHex(payload.slice(0, -4)));
    expect(verifyCrc(payload)).toBe(true);
  });
});
