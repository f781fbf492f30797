import type { WithdrawRuleState } from '@dokkham/api';
import { useFormat, useTranslation } from '@dokkham/i18n';
import * as css from './WithdrawScreen.css';

/**
 * The withdrawal rules of the promotion in use, in words, before the player submits (SPEC §5);
 * a rule that stops this withdrawal now says so on its own line.
 */
export function PromotionRules({ rules }: { rules: WithdrawRuleState[] }) {
  const { t } = useTranslation('withdraw');
  const format = useFormat();
  const text = (rule: WithdrawRuleState) => {
    const value = format.credit(rule.value);
    switch (rule.rule) {
      case 'withdrawAll':
        return t('rules.withdrawAll');
      case 'minBalance':
        return t('rules.minBalance', { min: value });
      case 'maxReceive':
        return t('rules.maxReceive', { max: value });
      case 'bonusDeducted':
        return t('rules.bonus', { value });
    }
  };
  const blocking = rules.filter((r) => r.blocking && (r.rule === 'withdrawAll' || r.rule === 'minBalance'));
  return (
    <section aria-labelledby="withdraw-rules" className={css.fieldset}>
      <h2 id="withdraw-rules" className={css.legend}>
        {t('rules.title')}
      </h2>
      <ul className={css.rules}>
        {rules.map((rule) => (
          <li key={rule.rule}>{text(rule)}</li>
        ))}
      </ul>
      <div aria-live="polite">
        {blocking.map((rule) => (
          <p key={rule.rule} className={css.blocking}>
            {t(`rules.blocking.${rule.rule as 'withdrawAll' | 'minBalance'}`, { value: format.credit(rule.value) })}
          </p>
        ))}
      </div>
    </section>
  );
}
