import { localized, useFormat, useLanguage, useTranslation, type Language } from '@dokkham/i18n';
import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { LinkButton } from '../../primitives/Button/LinkButton';
import { CheckCircleIcon, PromotionIcon } from '../../primitives/icons/icons';
import { cx } from '../../internal/cx';
import * as s from './PromotionCard.css';

/** Backend-authored text in every language (the contract's LocalizedText). */
export type LocalizedText = Readonly<Record<Language, string>>;

/** What the card shows of a promotion (a subset of the contract's Promotion). */
export interface PromotionCardData {
  id: string;
  /** FIRST_DEPOSIT, DEPOSIT_BONUS, FIXED_CREDIT; another value shows no kind badge. */
  kind: string;
  title: LocalizedText;
  description: LocalizedText;
  /** Bonus as a percentage of the deposit credit ("100" is 100 %)... */
  bonusPercent?: string | null;
  /** ...or a fixed THB credit. */
  bonusCredit?: string | null;
  /** Cap of a percentage bonus, THB. */
  maxBonusCredit?: string | null;
  /** LAK: the deposit must be exactly this amount while the promotion is in use. */
  setAmount?: string | null;
  /** Providers it applies to, as display names. */
  providers?: readonly string[];
}

export interface PromotionCardProps {
  promotion: PromotionCardData;
  /** This is the promotion in use (one at a time): marked, and Claim gives way. */
  inUse?: boolean;
  /** Claim pressed. Without it (or when `inUse`) there is no Claim button. */
  onClaim?: () => void;
  claiming?: boolean;
  /** Claim shown but not possible (another promotion in use, blocked player); say why in `note`. */
  claimDisabled?: boolean;
  /** A short translated line under the terms (why Claim is disabled, who may claim...). */
  note?: string;
  /** The promotion's detail page... */
  detailsHref?: string;
  /** ...or a callback for details. */
  onDetails?: () => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** More of the promotion under the terms (e.g. its withdraw rules in plain words). */
  children?: ReactNode;
}

const KINDS = ['FIRST_DEPOSIT', 'DEPOSIT_BONUS', 'FIXED_CREDIT'];

/** "100% of the deposit credit" with the percentage large, wherever the language puts it. */
function PercentOf({ percent }: { percent: string }) {
  const { t } = useTranslation('promotion');
  const [before = '', after = ''] = t('terms.bonusPercent', { percent }).split(percent);
  return (
    <>
      {before ? <span className={s.bonusRest}>{before}</span> : null}
      <span className={s.bonusValue}>{percent}</span>
      {after ? <span className={s.bonusRest}>{after}</span> : null}
    </>
  );
}

/**
 * A promotion: title and description in the player's language, its kind, the bonus in large
 * type, the set deposit amount and providers, and Details / Claim. The promotion in use gets a
 * gold frame and an "In use" badge.
 */
export function PromotionCard({
  promotion,
  inUse = false,
  onClaim,
  claiming = false,
  claimDisabled = false,
  note,
  detailsHref,
  onDetails,
  headingLevel = 3,
  className,
  children,
}: PromotionCardProps) {
  const { t } = useTranslation(['promotion', 'common']);
  const { language } = useLanguage();
  const format = useFormat();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const text = (value: LocalizedText) => localized(value, language);
  const { bonusPercent, bonusCredit, maxBonusCredit, setAmount, providers } = promotion;

  return (
    <article className={cx(s.card, inUse && s.inUse, className)} aria-labelledby={titleId}>
      <div className={s.badges}>
        {KINDS.includes(promotion.kind) ? <span className={s.kind}>{t(`kind.${promotion.kind}`)}</span> : null}
        {inUse ? (
          <span className={s.inUseBadge}>
            <CheckCircleIcon size="1em" />
            {t('inUse')}
          </span>
        ) : null}
      </div>
      <Heading id={titleId} className={s.title}>
        {text(promotion.title)}
      </Heading>
      {/* Cut to three lines only where a details link leads to the whole text. */}
      <p className={cx(s.description, (detailsHref || onDetails) && s.clamped)}>{text(promotion.description)}</p>
      {bonusPercent || bonusCredit ? (
        <div className={s.bonus}>
          <span className={s.bonusIcon} aria-hidden="true">
            <PromotionIcon />
          </span>
          <p className={s.bonusText}>
            <span className={s.bonusCaption}>{t('terms.bonus')}</span>
            <span className={s.bonusLine}>{bonusPercent ? <PercentOf percent={format.percent(bonusPercent)} /> : <span className={s.bonusValue}>+{format.credit(bonusCredit)}</span>}</span>
          </p>
        </div>
      ) : null}
      <dl className={s.terms}>
        {bonusPercent && maxBonusCredit ? (
          <div className={s.term}>
            <dt>{t('terms.maxBonus')}</dt>
            <dd className={s.termValue}>{format.credit(maxBonusCredit)}</dd>
          </div>
        ) : null}
        <div className={s.term}>
          <dt>{t('terms.setAmount')}</dt>
          <dd className={s.termValue}>{setAmount ? format.money(setAmount, 'LAK') : t('terms.anyAmount')}</dd>
        </div>
        {providers?.length ? (
          <div className={s.term}>
            <dt>{t('providers')}</dt>
            <dd className={s.termValue}>
              {providers.map((name, i) => (
                <Fragment key={name}>
                  {i > 0 ? ', ' : null}
                  <span className={s.nowrap}>{name}</span>
                </Fragment>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {children}
      {note ? <p className={s.note}>{note}</p> : null}
      {detailsHref || onDetails || (onClaim && !inUse) ? (
        <div className={s.actions}>
          {detailsHref ? (
            <LinkButton href={detailsHref} variant="secondary" size="sm" aria-describedby={titleId}>
              {t('common:action.viewDetails')}
            </LinkButton>
          ) : onDetails ? (
            <Button variant="secondary" size="sm" onClick={onDetails} aria-describedby={titleId}>
              {t('common:action.viewDetails')}
            </Button>
          ) : null}
          {onClaim && !inUse ? (
            <Button size="sm" loading={claiming} disabled={claimDisabled} onClick={onClaim} aria-describedby={titleId}>
              {t('claim')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
