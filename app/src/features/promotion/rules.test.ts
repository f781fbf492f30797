import { describe, expect, it } from 'vitest';
import type { WithdrawRules } from '@dokkham/api';
import { hasBonus, usageProgress, withdrawRuleLines } from './rules';

const NONE: WithdrawRules = {
  withdrawAll: false,
  minBalanceCredit: null,
  minBalancePercent: null,
  maxReceiveCredit: null,
  maxReceivePercent: null,
};

describe('withdrawRuleLines', () => {
  it('says there are no rules when there are none and no bonus', () => {
    expect(withdrawRuleLines(NONE, false)).toEqual([{ key: 'none' }]);
  });

  it('lists every rule in the order the withdrawal checks them, the bonus deduction last', () => {
    const rules = { ...NONE, withdrawAll: true, minBalancePercent: '200', maxReceivePercent: '300' };
    expect(withdrawRuleLines(rules, true)).toEqual([
      { key: 'withdrawAll' },
      { key: 'minBalancePercent', percent: '200' },
      { key: 'maxReceivePercent', percent: '300' },
      { key: 'bonusDeducted' },
    ]);
  });

  it('prefers the fixed credit of a pair (the contract sets at most one of each)', () => {
    const rules = { ...NONE, minBalanceCredit: '2000', minBalancePercent: '150', maxReceiveCredit: '3000', maxReceivePercent: '500' };
    expect(withdrawRuleLines(rules, false)).toEqual([
      { key: 'minBalanceCredit', credit: '2000' },
      { key: 'maxReceiveCredit', credit: '3000' },
    ]);
  });
});

describe('hasBonus', () => {
  it('is a percentage or a fixed credit', () => {
    expect(hasBonus({ bonusPercent: '10', bonusCredit: null })).toBe(true);
    expect(hasBonus({ bonusPercent: null, bonusCredit: '300' })).toBe(true);
    expect(hasBonus({ bonusPercent: null, bonusCredit: null })).toBe(false);
  });
});

describe('usageProgress', () => {
  const slot = { withdraw: { ...NONE, withdrawAll: true, minBalancePercent: '200', maxReceivePercent: '300' } };

  it('before the deposit: claimed, percentages not known yet', () => {
    expect(usageProgress(slot, { depositCredit: null, bonusCredit: null }, '8000')).toEqual({
      stage: 'claimed',
      received: null,
      minBalance: null,
      remaining: null,
      maxReceive: null,
      withdrawAll: true,
      withdrawable: false,
    });
  });

  it('after the deposit: the percentages of the credit received, what the balance still lacks', () => {
    // 1,500 + 750 received: at least 4,500 to withdraw, at most 6,750 paid out.
    const progress = usageProgress(slot, { depositCredit: '1500', bonusCredit: '750' }, '3000');
    expect(progress).toMatchObject({ stage: 'deposited', received: '2250.00', minBalance: '4500.00', remaining: '1500.00', maxReceive: '6750.00' });
    expect(progress.withdrawable).toBe(false);
  });

  it('is withdrawable once the balance reaches the minimum', () => {
    const progress = usageProgress(slot, { depositCredit: '1500', bonusCredit: '750' }, '8000');
    expect(progress.remaining).toBe('0.00');
    expect(progress.withdrawable).toBe(true);
  });

  it('rounds the minimum up and the cap down, as the withdrawal does', () => {
    const rules = { withdraw: { ...NONE, minBalancePercent: '150', maxReceivePercent: '150' } };
    const progress = usageProgress(rules, { depositCredit: '100.01', bonusCredit: null }, undefined);
    expect(progress.minBalance).toBe('150.02');
    expect(progress.maxReceive).toBe('150.01');
    expect(progress.remaining).toBeNull();
  });

  it('fixed amounts are known before the deposit', () => {
    const rules = { withdraw: { ...NONE, minBalanceCredit: '2000', maxReceiveCredit: '3000' } };
    expect(usageProgress(rules, { depositCredit: null, bonusCredit: null }, '500')).toMatchObject({
      minBalance: '2000.00',
      remaining: '1500.00',
      maxReceive: '3000.00',
      withdrawable: false,
    });
  });
});
