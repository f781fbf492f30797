import { describe, expect, it } from 'vitest';
import { caretAfterDigits, groupDigits, reformat, toDigits } from './amountText';

describe('toDigits', () => {
  it.each([
    ['1.500.000', '1500000'],
    ['01.5a0', '150'],
    ['000', '0'],
    ['', ''],
    ['abc', ''],
    [' 2 000 ', '2000'],
  ])('%j -> %j', (text, digits) => {
    expect(toDigits(text)).toBe(digits);
  });
  it('cuts at maxDigits', () => {
    expect(toDigits('123456', 4)).toBe('1234');
  });
});

describe('groupDigits', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1.000'],
    ['1500000', '1.500.000'],
    ['123456789012', '123.456.789.012'],
  ])('%j -> %j', (digits, text) => {
    expect(groupDigits(digits)).toBe(text);
  });
});

describe('caretAfterDigits', () => {
  it('counts digits, not separators', () => {
    expect(caretAfterDigits('1.500.000', 0)).toBe(0);
    expect(caretAfterDigits('1.500.000', 1)).toBe(1);
    expect(caretAfterDigits('1.500.000', 2)).toBe(3);
    expect(caretAfterDigits('1.500.000', 7)).toBe(9);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('reformat', () => {
  it('groups while typing at the end', () => {
    expect(reformat('1000', 4)).toEqual({ digits: '1000', text: '1.000', caret: 5 });
    expect(reformat('1.0000', 6)).toEqual({ digits: '10000', text: '10.000', caret: 6 });
  });
  it('keeps the caret after the same digit when typing in the middle', () => {
    // "1.00|0" + "5" -> raw "1.005|0", caret 5.
    expect(reformat('1.0050', 5)).toEqual({ digits: '10050', text: '10.050', caret: 5 });
  });
  it('deleting a digit regroups and keeps the caret', () => {
    // "10.0|50" Backspace -> raw "10.|50", caret 3 -> "1.050" with caret after "10".
    expect(reformat('10.50', 3)).toEqual({ digits: '1050', text: '1.050', caret: 3 });
  });
  it('drops leading zeros and letters', () => {
    expect(reformat('0012', 4)).toEqual({ digits: '12', text: '12', caret: 2 });
    expect(reformat('1a2', 3)).toEqual({ digits: '12', text: '12', caret: 2 });
  });
  it('pasting a formatted or spaced amount', () => {
    expect(reformat('2 500 000', 9)).toEqual({ digits: '2500000', text: '2.500.000', caret: 9 });
  });
  it('respects maxDigits', () => {
    expect(reformat('123456', 6, 5).digits).toBe('12345');
    expect(reformat('123456', 6, 5).caret).toBe(6);
  });
  it('empty stays empty', () => {
    expect(reformat('', 0)).toEqual({ digits: '', text: '', caret: 0 });
  });
});
