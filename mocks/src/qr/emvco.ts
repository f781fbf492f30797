/**
 * EMVCo merchant-presented QR (the Lao QR of LAPNet): tag-length-value fields closed by a
 * CRC-16/CCITT-FALSE over the whole payload including "6304" (NOTES.md "Lao QR").
 */

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. "123456789" -> 0x29B1. */
export function crc16ccittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function crcHex(text: string): string {
  return crc16ccittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

/** One field: two-digit tag, two-digit length, value (at most 99 characters). */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new RangeError(`EMV tag must be two digits: ${tag}`);
  if (value.length > 99) throw new RangeError(`EMV field ${tag} is longer than 99 characters`);
  return tag + String(value.length).padStart(2, '0') + value;
}

/** Appends the CRC field (tag 63) to a payload. */
export function withCrc(payload: string): string {
  const open = payload + '6304';
  return open + crcHex(open);
}

export interface EmvField {
  tag: string;
  value: string;
}

/** Reads the fields of a payload; parse a template's value (38, 62) again to read its fields. */
export function parseEmv(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || Number.isNaN(length) || i + 4 + length > payload.length)
      throw new SyntaxError(`Malformed EMV field at ${i}`);
    fields.push({ tag, value: payload.slice(i + 4, i + 4 + length) });
    i += 4 + length;
  }
  return fields;
}

/** True when the payload ends with a CRC field that matches the rest. */
export function verifyCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crcHex(payload.slice(0, -4)) === payload.slice(-4);
}

export interface LaoQrInput {
  /** LAPNet IIN of the receiving bank. */
  bankIin: string;
  /** Merchant (receiver) id at that bank: the payment method's MID. */
  merchantId: string;
  /** Whole kip. */
  amount: string;
  merchantName: string;
  merchantCity: string;
  /** The order code: bill number and reference. */
  billNumber: string;
  terminalId?: string;
  /** Merchant category code; 5816 = digital goods: games. */
  mcc?: string;
}

export const LAPNET_AID = 'A005266284662577';
/** ISO 4217 numeric code of the kip. */
export const LAK_NUMERIC = '418';

/** A dynamic (one-payment, with amount) Lao QR payload. */
export function buildLaoQr(input: LaoQrInput): string {
  const merchantAccount =
    tlv('00', LAPNET_AID) + tlv('01', input.bankIin) + tlv('02', '001') + tlv('03', input.merchantId);
  const additional =
    tlv('01', input.billNumber) + tlv('05', input.billNumber) + tlv('07', input.terminalId ?? 'DOKKHAM01');
  return withCrc(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv('38', merchantAccount) +
      tlv('52', input.mcc ?? '5816') +
      tlv('53', LAK_NUMERIC) +
      tlv('54', input.amount) +
      tlv('58', 'LA') +
      tlv('59', input.merchantName.slice(0, 25)) +
      tlv('60', input.merchantCity.slice(0, 15)) +
      tlv('62', additional),
  );
}
