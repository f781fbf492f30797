import type { ComponentPropsWithRef, ReactNode } from 'react';
import { busyClick } from '../../internal/busyClick';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as s from './Button.css';
import type { ButtonVariants } from './Button.css';

export interface ButtonOwnProps {
  /** primary: the one main action of a view; secondary: other actions; ghost: low emphasis; danger: destructive. */
  variant?: ButtonVariants['variant'];
  /** sm is still 44 px tall on phones. */
  size?: ButtonVariants['size'];
  fullWidth?: ButtonVariants['fullWidth'];
  /** Icon before the label (decorative: the label names the action). */
  icon?: ReactNode;
  /** Icon after the label, e.g. a chevron. */
  iconEnd?: ReactNode;
  children?: ReactNode;
}

/**
 * A native <button>'s own attributes are accepted by design (so it can be a Radix trigger or a
 * form submit), except `style`: looks come from the variants.
 */
export interface ButtonProps extends ButtonOwnProps, Omit<ComponentPropsWithRef<'button'>, 'style' | 'children'> {
  /**
   * Busy: shows a spinner, sets aria-busy and ignores clicks while staying focusable, so focus is
   * not lost while a form submits.
   */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  iconEnd,
  children,
  className,
  type = 'button',
  onClick,
  ...native
}: ButtonProps) {
  return (
    <button
      {...native}
      type={type}
      className={cx(s.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || native['aria-disabled'] || undefined}
      onClick={busyClick(loading, onClick)}
    >
      <ButtonContent icon={icon} iconEnd={iconEnd} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}

/** Icon, label and end icon in the button layout; shared with LinkButton. */
export function ButtonContent({
  icon,
  iconEnd,
  loading = false,
  children,
}: Pick<ButtonOwnProps, 'icon' | 'iconEnd' | 'children'> & { loading?: boolean }) {
  return (
    <>
      {loading ? (
        <span className={s.icon}>
          <Spinner size="sm" decorative />
        </span>
      ) : icon ? (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children !== undefined && children !== null && <span className={s.label}>{children}</span>}
      {iconEnd ? (
        <span className={s.icon} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </>
  );
}
