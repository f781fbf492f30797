import { endpointSchemas } from '@dokkham/api/schemas';
import { errorMessage, errorMessageKey, GENERIC_ERROR_KEY } from '@dokkham/i18n';
import { initTestI18n } from '@dokkham/i18n/testing';
import { describe, expect, it } from 'vitest';

/*
 * Every code createDeposit may answer has its catalogue text in the four languages, so the deposit
 * form's alert (which shows errorMessage) never falls back to the generic text. The form stories
 * (Screens/Deposit/Deposit, "Error <code>") show each one on the screen.
 */
const codes = endpointSchemas.createDeposit.errors.filter((code) => code !== 'UNAUTHORIZED');

describe('createDeposit error codes', () => {
  it.each(['lo', 'th', 'cn', 'vn'] as const)('each has its own text in %s', async (lng) => {
    const i18n = await initTestI18n(lng);
    const texts = codes.map((code) => errorMessage(i18n.t, { code, status: 422 }));
    const generic = errorMessage(i18n.t, { code: 'SOMETHING_NEW', status: 422 });
    expect(codes.filter((code) => errorMessageKey(code) === GENERIC_ERROR_KEY)).toEqual([]);
    expect(codes.filter((_, index) => texts[index] === generic)).toEqual([]);
    // One text per code: no two codes say the same thing.
    expect(new Set(texts).size).toBe(codes.length);
    if (lng === 'lo') return;
    // Its own language, not the Lao fallback.
    const lao = await initTestI18n('lo');
    const laoTexts = codes.map((code) => errorMessage(lao.t, { code, status: 422 }));
    expect(codes.filter((_, index) => texts[index] === laoTexts[index])).toEqual([]);
  });
});
