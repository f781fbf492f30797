/**
 * Our i18next configuration (instance.ts), on the app's own instance: what the texts rely on. The
 * parity check that compared every key of every language with our former engine lives in the
 * history (git log -- packages/i18n/src/parity.test.tsx); this keeps its rules.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, Trans } from './index';
import { initTestI18n } from './testing';

beforeAll(async () => {
  await initTestI18n('th');
  // A key only Lao has, and one that Thai leaves empty: both fall back to Lao.
  i18n.addResourceBundle('lo', 'common', { configTest: { onlyLao: 'ລາວ {{name}}', emptyInThai: 'ລາວ' } }, true, false);
  i18n.addResourceBundle('th', 'common', { configTest: { emptyInThai: '' } }, true, false);
});

describe('t', () => {
  it('reads ns:key paths, `common` without a prefix', () => {
    expect(i18n.t('common:action.save')).toBe('บันทึก');
    expect(i18n.t('action.save')).toBe('บันทึก');
    expect(i18n.getFixedT(null, 'ui')('common:action.save')).toBe('บันทึก');
  });

  it('falls back to Lao per key (an empty text too), then answers the key without its namespace', () => {
    expect(i18n.t('configTest.onlyLao', { name: 'X' })).toBe('ລາວ X');
    expect(i18n.t('configTest.emptyInThai')).toBe('ລາວ');
    expect(i18n.t('common:no.such.key')).toBe('no.such.key');
    expect(i18n.t('common:no.such', { defaultValue: '' })).toBe('');
    expect(i18n.t('Invalid input: expected string')).toBe('Invalid input: expected string');
  });

  it('interpolates {{var}} without escaping (React escapes); a variable not passed stays as written', () => {
    expect(i18n.t('configTest.onlyLao', { name: '<b>&</b>' })).toBe('ລາວ <b>&</b>');
    expect(i18n.t('configTest.onlyLao')).toBe('ລາວ {{name}}');
    expect(i18n.t('configTest.onlyLao', { skipInterpolation: true, name: 'X' })).toBe('ລາວ {{name}}');
  });

  it.each([
    ['lo', 'ທັງໝົດ 1 ລາຍການ'],
    ['th', 'ทั้งหมด 1 รายการ'],
    ['cn', '共 1 条记录'],
    ['vn', 'Tổng cộng 1 giao dịch'],
  ] as const)('a numeric count picks the plural key in %s (`_other`, whatever Intl says of the code)', (lng, expected) => {
    const t = i18n.getFixedT(lng);
    expect(t('history:records', { count: 1 })).toBe(expected);
    expect(t('history:records', { count: 0 })).toBe(expected.replace('1', '0'));
    // A count already formatted as text is never pluralised: the key shows the mistake.
    expect(t('history:records', { count: '1' })).toBe('records');
  });
});

describe('Trans', () => {
  it('turns tags into the given elements; values stay text', () => {
    const html = renderToStaticMarkup(
      <Trans t={i18n.getFixedT('th', 'history')} i18nKey="pagination.status" values={{ page: '<i>2</i>', count: '9' }} components={{ b: <span className="c" /> }} />,
    );
    expect(html).toBe('หน้า <span class="c">&lt;i&gt;2&lt;/i&gt;</span> จาก 9');
  });
});
