import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordChangeForm, RegisterForm } from '@dokkham/api/schemas';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@dokkham/api/constants';
import { i18n } from './instance';
import { initTestI18n } from './testing';
import { validationKey, validationMessage } from './validation';

beforeAll(async () => {
  await initTestI18n('vn');
});

describe('validationMessage', () => {
  it('translates schema messages with the limits from the constants', () => {
    expect(validationMessage(i18n.t, 'validation:username.tooShort')).toBe(`Tên đăng nhập phải có ít nhất ${USERNAME_MIN} ký tự`);
    expect(validationMessage(i18n.t, 'validation:username.tooLong')).toBe(`Tên đăng nhập tối đa ${USERNAME_MAX} ký tự`);
    expect(validationMessage(i18n.t, 'validation:password.tooShort')).toContain(String(PASSWORD_MIN));
  });

  it('takes values for amount rules', () => {
    expect(validationMessage(i18n.t, 'validation:amount.range', { min: '10.000', max: '5.000.000' })).toBe(
      'Phải từ 10.000 đến 5.000.000',
    );
  });

  it('keeps keys and refuses English or unknown text', () => {
    expect(validationKey('validation:decimal')).toBe('validation:decimal');
    expect(validationKey('validation.decimal')).toBe('validation:invalid');
    expect(validationKey('Invalid input')).toBe('validation:invalid');
    expect(validationMessage(i18n.t, 'Invalid input: expected string')).toBe('Dữ liệu không hợp lệ');
  });

  it('translates what the real form schemas say', () => {
    const register = RegisterForm.safeParse({ username: 'AB', password: 'short', confirmPassword: '' });
    expect(register.success).toBe(false);
    const texts = (register.error?.issues ?? []).map((issue) => validationMessage(i18n.t, issue.message));
    expect(texts).toContain(`Tên đăng nhập phải có ít nhất ${USERNAME_MIN} ký tự`);
    expect(texts).toContain('Chỉ dùng chữ cái tiếng Anh thường (a–z), chữ số, - và _');
    expect(texts).toContain('Vui lòng nhập lại mật khẩu');
    for (const text of texts) expect(text).not.toMatch(/validation:|\{\{/);

    const change = PasswordChangeForm.safeParse({ currentPassword: '12345678', newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgx' });
    expect(change.error?.issues.map((issue) => validationMessage(i18n.t, issue.message))).toEqual(['Mật khẩu không khớp']);
  });
});
