import type { ComponentPropsWithRef, ReactNode } from 'react';
import { busyClick } from '../../internal/busyClick';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as s from './IconButton.css';
import type { IconButtonVariants } from './IconButton.css';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Accessible name; required because the button shows no text. */
  label: string;
  /** The icon, decorative (hidden from screen readers). */
  icon: ReactNode;
  variant?: IconButtonVariants['variant'];
  /** sm is still 44 px on phones. */
  size?: IconButtonVariants['size'];
  round?: IconButtonVariants['round'];
  /** Busy: spinner instead of the icon, aria-busy, clicks ignored. */
  loading?: boolean;
}

/** A square button with only an icon. Native button attributes are accepted by design. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  round,
  loading = false,
  className,
  type = 'button',
  onClick,
  ...native
}: IconButtonProps) {
  return (
    <button
      {...native}
      type={type}
      aria-label={label}
      aria-busy={loading || undefined}
      className={cx(s.iconButton({ variant, size, round }), className)}
      onClick={busyClick(loading, onClick)}
    >
      {loading ? <Spinner size="sm" decorative /> : <span aria-hidden="true" className={s.glyph}>{icon}</span>}
    </button>
  );
}
