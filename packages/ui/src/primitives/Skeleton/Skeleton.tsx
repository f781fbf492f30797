import { cx } from '../../internal/cx';
import * as s from './Skeleton.css';

export interface SkeletonProps {
  /** Size and shape come from the caller's class (width, height, border-radius). */
  className?: string;
  /** text: one line of text; block: fills the given box. */
  variant?: 'text' | 'block';
}

/**
 * A placeholder shape that gently pulses while content loads. Decorative (aria-hidden): the
 * container announces loading (aria-busy plus a hidden "Loading" text).
 */
export function Skeleton({ className, variant = 'block' }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(s.skeleton, variant === 'text' && s.text, className)} />;
}
