// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useErrorMessage } from './errors';
import { useFormat } from './format';
import { i18n, setLanguage } from './instance';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { I18nProvider, useLanguage } from './react';
import { initTestI18n } from './testing';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from './validation';

function Probe() {
  const { t } = useTranslation(['nav', 'history']);
  const { language } = useLanguage();
  const format = useFormat();
  const message = useErrorMessage();
  const validation = useValidationMessage();
  return (
    <dl>
      <dt>language</dt>
      <dd data-testid="language">{language}</dd>
      <dd data-testid="login">{t('navbar.login')}</dd>
      <dd data-testid="records">{t('history:records', { count: 1 })}</dd>
      <dd data-testid="na">{format.date('0001-01-01T00:00:00Z')}</dd>
      <dd data-testid="money">{format.credit('1234.5')}</dd>
      <dd data-testid="error">{message({ status: 0, code: 'NETWORK_ERROR' })}</dd>
      <dd data-testid="validation">{validation('validation:password.tooShort')}</dd>
    </dl>
  );
}

beforeAll(async () => {
  await initTestI18n('lo');
});
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('lo'));
  localStorage.clear();
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('language switching', () => {
  it('renders Lao by default and sets <html lang>', () => {
    render(<I18nProvider><Probe /></I18nProvider>);
    expect(text('language')).toBe('lo');
    expect(text('login')).toBe('ເຂົ້າສູ່ລະບົບ');
    expect(text('na')).toBe('ບໍ່ມີ');
    expect(document.documentElement.lang).toBe('lo-LA');
  });

  it('switches at once, re-renders every hook, persists and sets <html lang>', async () => {
    render(<I18nProvider><Probe /></I18nProvider>);
    await act(() => setLanguage('cn'));
    expect(text('language')).toBe('cn');
    expect(text('login')).toBe('登录');
    expect(text('na')).toBe('无');
    expect(text('error')).toBe('无法连接，请检查网络后重试。');
    expect(text('validation')).toBe('密码至少需要 8 个字符');
    expect(text('money')).toBe('1.234,50\u00a0THB');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches from the hook too', async () => {
    function Switcher() {
      const { language, setLanguage: choose } = useLanguage();
      return (
        <button type="button" onClick={() => void choose('th')}>
          {language}
        </button>
      );
    }
    render(<I18nProvider><Switcher /></I18nProvider>);
    await act(async () => {
      screen.getByRole('button').click();
      await vi.waitFor(() => expect(i18n.language).toBe('th'));
    });
    expect(screen.getByRole('button').textContent).toBe('th');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('th');
    expect(document.documentElement.lang).toBe('th-TH');
  });

  it.each([
    ['lo', 'ທັງໝົດ 1 ລາຍການ'],
    ['th', 'ทั้งหมด 1 รายการ'],
    ['cn', '共 1 条记录'],
    ['vn', 'Tổng cộng 1 giao dịch'],
  ] as const)('counts in %s (plural forms from Intl.PluralRules of the BCP 47 tag; `_other` answers)', async (lng, expected) => {
    render(<I18nProvider><Probe /></I18nProvider>);
    await act(() => setLanguage(lng));
    expect(text('records')).toBe(expected);
  });

  it('refuses an unknown language', async () => {
    await expect(setLanguage('en' as never)).rejects.toThrow(RangeError);
    expect(i18n.language).toBe('lo');
  });

  it('follows a language chosen in another tab', async () => {
    render(<I18nProvider><Probe /></I18nProvider>);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'vn' }));
      await vi.waitFor(() => expect(i18n.language).toBe('vn'));
    });
    expect(text('login')).toBe('Đăng nhập');
  });
});

describe('after a reload', () => {
  it('starts in the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'th');
    vi.resetModules();
    const fresh = await import('./instance');
    const { resources } = await import('./testing');
    await fresh.initI18n({ resources });
    expect(fresh.i18n.language).toBe('th');
    expect(fresh.currentLanguage()).toBe('th');
    expect(fresh.i18n.t('nav:navbar.login')).toBe('เข้าสู่ระบบ');
    expect(document.documentElement.lang).toBe('th-TH');
  });

  it('ignores a stored value that is not a language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    vi.resetModules();
    const fresh = await import('./instance');
    const { resources } = await import('./testing');
    await fresh.initI18n({ resources });
    expect(fresh.i18n.language).toBe('lo');
  });
});
