import { Link, type LinkProps } from '../Link/Link';
import { cx } from '../../internal/cx';
import { ButtonContent, type ButtonOwnProps } from './Button';
import * as s from './Button.css';

export interface LinkButtonProps extends ButtonOwnProps, Omit<LinkProps, 'variant' | 'children' | 'showExternalIcon'> {}

/** A link that looks like a Button: for navigation actions (Deposit, Register). */
export function LinkButton({ variant, size, fullWidth, icon, iconEnd, children, className, ...link }: LinkButtonProps) {
  return (
    <Link {...link} variant="plain" showExternalIcon={false} className={cx(s.button({ variant, size, fullWidth }), className)}>
      <ButtonContent icon={icon} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </Link>
  );
}
