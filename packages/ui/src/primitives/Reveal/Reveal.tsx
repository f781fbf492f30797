import { useRef, type ReactNode } from 'react';
import { useReveal } from './useReveal';

/**
 * Wraps a state that replaces a page's content (see useReveal): its first heading comes into view
 * and takes focus when it appears. No box of its own.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useReveal(ref);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
