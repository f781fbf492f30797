import { cx } from '../../internal/cx';
import { Logo } from '../Logo/Logo';
import { Spinner } from '../Spinner/Spinner';
import * as s from './FullPageLoader.css';

export interface FullPageLoaderProps {
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string;
  /**
   * fixed (default) covers the viewport: the route pending state (SPEC §2). fill takes the
   * space of its container.
   */
  layout?: 'fixed' | 'fill';
  className?: string;
}

/** The brand mark with a spinner under it, centred: shown while a page loads. */
export function FullPageLoader({ label, layout = 'fixed', className }: FullPageLoaderProps) {
  return (
    <div className={cx(s.root, layout === 'fixed' ? s.fixed : s.fill, className)}>
      <Logo variant="mark" height={72} decorative />
      <Spinner size="lg" label={label} />
    </div>
  );
}
