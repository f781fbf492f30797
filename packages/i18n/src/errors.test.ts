import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@dokkham/api/client';
import { AMOUNT_PARAM_UNITS, ERROR_CODES, ERROR_PARAMS } from '@dokkham/api/errorCodes';
import { describeError, errorMessage, errorMessageKey, messageVariables } from './errors';
import { isFetchFailure } from './fetchFailure';
import { i18n } from './instance';
import { initTestI18n } from './testing';

const apiError = (status: number, code: string, params?: Record<string, string | number>) =>
  new ApiError({ status, code, message: code, endpoint: 'playerInfo' as never, params });

describe('errorMessageKey', () => {
  it.each([
    ['LOGIN_FAILED', 'errors:codes.LOGIN_FAILED'],
    ['user_blocked', 'errors:codes.user_blocked'],
    ['NETWORK_ERROR', 'errors:codes.NETWORK_ERROR'],
    ['CONTRACT_MISMATCH', 'errors:codes.CONTRACT_MISMATCH'],
    ['SOMETHING_NEW', 'errors:generic'],
    ['login_failed', 'errors:generic'],
    [undefined, 'errors:generic'],
    [42, 'errors:generic'],
  ])('%s -> %s', (code, key) => {
    expect(errorMessageKey(code)).toBe(key);
  });
});

describe('isFetchFailure', () => {
  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js'),
    new TypeError('error loading dynamically imported module: /assets/login-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    new DOMException('The operation timed out.', 'TimeoutError'),
  ])('%s is a request without an answer', (error) => {
    expect(isFetchFailure(error)).toBe(true);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'amount')"), new Error('Failed to fetch'), 'Failed to fetch', null, apiError(0, 'NETWORK_ERROR')])(
    '%s is not',
    (error) => {
      expect(isFetchFailure(error)).toBe(false);
    },
  );
});

describe('describeError', () => {
  it.each<[string, unknown, string]>([
    ['an ApiError with a known code', apiError(400, 'PASSWORD_INCORRECT'), 'errors:codes.PASSWORD_INCORRECT'],
    ['an ApiError with an unknown code', apiError(400, 'WHO_KNOWS'), 'errors:generic'],
    ['no answer (status 0)', apiError(0, 'NETWORK_ERROR'), 'errors:codes.NETWORK_ERROR'],
    ['status 0 whatever the code', { status: 0, code: 'X' }, 'errors:codes.NETWORK_ERROR'],
    ['a contract mismatch', apiError(200, 'CONTRACT_MISMATCH'), 'errors:codes.CONTRACT_MISMATCH'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'errors:codes.NETWORK_ERROR'],
    ['a Safari fetch TypeError', new TypeError('Load failed'), 'errors:codes.NETWORK_ERROR'],
    ['another TypeError (a bug)', new TypeError('x is undefined'), 'errors:generic'],
    ['401 without a code', { status: 401 }, 'errors:codes.UNAUTHORIZED'],
    ['404 without a code', { status: 404 }, 'errors:codes.NOT_FOUND'],
    ['5xx with an unknown code', { status: 503, code: 'UPSTREAM' }, 'errors:codes.INTERNAL_ERROR'],
    ['a code as a string', 'ACCOUNT_IN_USED', 'errors:codes.ACCOUNT_IN_USED'],
    ['a message key', 'validation:bankAccount.forDeposit', 'validation:bankAccount.forDeposit'],
    ['an Error carrying a key', new Error('validation:username.required'), 'validation:username.required'],
    ['a plain Error', new Error('boom'), 'errors:generic'],
    ['null', null, 'errors:generic'],
    ['a number', 7, 'errors:generic'],
  ])('%s', (_, error, key) => {
    expect(describeError(error).key).toBe(key);
  });

  it('keeps string and number params only', () => {
    expect(describeError({ code: 'AMOUNT_TOO_LOW', params: { min: '50000', x: { y: 1 }, n: 3 } }).params).toEqual({ min: '50000', n: 3 });
  });
});

describe('errorMessage', () => {
  beforeAll(async () => {
    await initTestI18n('lo');
  });

  it('gives every code a message in every language, never the raw code', async () => {
    for (const lng of ['lo', 'th', 'cn', 'vn'] as const) {
      await i18n.changeLanguage(lng);
      for (const code of ERROR_CODES) {
        const text = errorMessage(i18n.t, apiError(400, code));
        expect(text).not.toContain(code);
        expect(text).not.toMatch(/\{\{|errors:/);
        expect(text.length).toBeGreaterThan(2);
      }
    }
    await i18n.changeLanguage('lo');
  });

  it('formats amount params in the Lao number format, each with its currency', async () => {
    await i18n.changeLanguage('vn');
    // Kip for a deposit, credit (THB) for a withdrawal: the same code, the endpoint decides.
    expect(errorMessage(i18n.t, { ...apiError(422, 'AMOUNT_TOO_LOW', { min: '50000' }), endpoint: 'createDeposit' })).toBe('Số tiền tối thiểu là 50.000\u00a0LAK.');
    expect(errorMessage(i18n.t, { ...apiError(422, 'AMOUNT_TOO_LOW', { min: '100.00' }), endpoint: 'createWithdrawal' })).toBe('Số tiền tối thiểu là 100,00\u00a0THB.');
    expect(errorMessage(i18n.t, apiError(400, 'CREDIT_NOT_ENOUGH', { balance: '1234.5' }))).toBe('Không đủ điểm. Số dư hiện tại 1.234,50\u00a0THB.');
    expect(errorMessage(i18n.t, apiError(422, 'AMOUNT_MUST_EQUAL_PROMOTION', { amount: '680000' }))).toBe('Khi đang dùng khuyến mãi, số tiền phải đúng 680.000\u00a0LAK.');
    // No money endpoint known: the number alone rather than a wrong unit.
    expect(errorMessage(i18n.t, { status: 422, code: 'AMOUNT_TOO_LOW', params: { min: '50000' } })).toBe('Số tiền tối thiểu là 50.000.');
    await i18n.changeLanguage('lo');
  });

  it('gives every amount param of the contract a unit (LAK or THB), so no message shows a bare amount', () => {
    const amounts = Object.entries(ERROR_PARAMS).flatMap(([code, params]) =>
      Object.entries(params ?? {})
        .filter(([name]) => ['min', 'max', 'threshold', 'amount', 'balance', 'value'].includes(name))
        .map(([name]) => [`${code}.${name}`, AMOUNT_PARAM_UNITS[code as keyof typeof AMOUNT_PARAM_UNITS]?.[name]]),
    );
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts.filter(([, unit]) => unit === undefined)).toEqual([]);
  });

  it('names the provider', async () => {
    await i18n.changeLanguage('th');
    expect(errorMessage(i18n.t, apiError(409, 'PROMOTION_PROVIDER_USED', { provider: 'gclub_live' }))).toBe(
      'โปรโมชั่นนี้ถูกใช้กับค่าย GClub Live แล้ว',
    );
    await i18n.changeLanguage('lo');
  });

  it('uses the plain message when the server leaves out a value', () => {
    const text = errorMessage(i18n.t, apiError(400, 'AMOUNT_TOO_HIGH'));
    expect(text).toBe(i18n.t('errors:plain.AMOUNT_TOO_HIGH'));
    expect(messageVariables(i18n.t('errors:codes.AMOUNT_TOO_HIGH', { skipInterpolation: true }))).toEqual(['max']);
  });

  it('shows the generic message for an unknown code and the network message without an answer', () => {
    expect(errorMessage(i18n.t, apiError(400, 'BRAND_NEW_CODE'))).toBe(i18n.t('errors:generic'));
    expect(errorMessage(i18n.t, apiError(0, 'NETWORK_ERROR'))).toBe(i18n.t('errors:codes.NETWORK_ERROR'));
    expect(errorMessage(i18n.t, new TypeError('Failed to fetch'))).toMatch(/[\u0E80-\u0EFF]/);
  });
});
