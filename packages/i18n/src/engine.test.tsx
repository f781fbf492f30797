/**
 * The engine's lookup rules, as i18next 27 answered them (a throwaway oracle compared both on every
 * key of every language before i18next was removed).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18n, type Resource } from './engine';
import { Trans } from './react';

async function engine(resources: Resource, lng = 'th') {
  const i18n = new I18n();
  await i18n.init({
    lng,
    fallbackLng: 'lo',
    supportedLngs: ['lo', 'th', 'cn', 'vn'],
    ns: ['common', 'ui'],
    defaultNS: 'common',
    resources,
    pluralTag: (l) => ({ lo: 'lo-LA', th: 'th-TH', cn: 'zh-CN', vn: 'vi-VN' })[l] ?? l,
  });
  return i18n;
}

const resources: Resource = {
  lo: {
    common: { a: { b: 'ລາວ {{name}}' }, only: 'ລາວເທົ່ານັ້ນ', rec: { count_other: '{{count}} ລາຍການ' } },
    ui: { status: 'ໜ້າ <b>{{page}}</b> ຈາກ {{count}}' },
  },
  th: { common: { a: { b: 'ไทย {{name}}' }, empty: '', rec: { count_other: '{{count}} รายการ' } }, ui: { status: 'หน้า <b>{{page}}</b> จาก {{count}}' } },
};

describe('t', () => {
  it('reads ns:key paths, the default namespace without a prefix', async () => {
    const i18n = await engine(resources);
    expect(i18n.t('common:a.b', { name: 'X' })).toBe('ไทย X');
    expect(i18n.t('a.b', { name: 'X' })).toBe('ไทย X');
    expect(i18n.getFixedT(null, 'ui')('common:a.b', { name: 'Y' })).toBe('ไทย Y');
  });

  it('falls back to Lao per key (also for empty texts), then answers the key without its namespace', async () => {
    const i18n = await engine(resources);
    expect(i18n.t('only')).toBe('ລາວເທົ່ານັ້ນ');
    expect(i18n.t('empty')).toBe('empty');
    expect(i18n.t('common:no.such.key')).toBe('no.such.key');
    expect(i18n.t('a')).toBe('a'); // an object is not a text
    expect(i18n.t('common:no.such', { defaultValue: '' })).toBe('');
    expect(i18n.t('Invalid input: expected string')).toBe('Invalid input: expected string');
  });

  it('interpolates without escaping; a variable not passed stays as written', async () => {
    const i18n = await engine(resources);
    expect(i18n.t('a.b', { name: '<b>&</b>' })).toBe('ไทย <b>&</b>');
    expect(i18n.t('a.b')).toBe('ไทย {{name}}');
    expect(i18n.t('a.b', { name: undefined })).toBe('ไทย ');
    expect(i18n.t('a.b', { name: '{{name}}' })).toBe('ไทย {{name}}');
    expect(i18n.t('a.b', { skipInterpolation: true, name: 'X' })).toBe('ไทย {{name}}');
  });

  it('uses the _other form for a numeric count, not for a string one', async () => {
    const i18n = await engine(resources, 'cn');
    for (const count of [0, 1, 2]) expect(i18n.t('rec.count', { count })).toBe(`${count} ລາຍການ`);
    expect(i18n.t('rec.count', { count: '1' })).toBe('rec.count');
    await i18n.changeLanguage('th');
    expect(i18n.t('rec.count', { count: 1 })).toBe('1 รายการ');
  });
});

describe('Trans', () => {
  it('turns tags into the given elements; values never become markup', async () => {
    const i18n = await engine(resources);
    const html = renderToStaticMarkup(
      <Trans t={i18n.getFixedT(null, 'ui')} i18nKey="status" values={{ page: '<i>2</i>', count: '9' }} components={{ b: <span className="c" /> }} />,
    );
    expect(html).toBe('หน้า <span class="c">&lt;i&gt;2&lt;/i&gt;</span> จาก 9');
  });
});
