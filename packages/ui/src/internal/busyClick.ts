import type { MouseEvent } from 'react';

/**
 * The click handler of a busy-capable button: while loading, clicks are swallowed (preventDefault
 * also stops a submit button from submitting twice) and the button stays focusable.
 */
export function busyClick<E extends MouseEvent>(loading: boolean, onClick: ((event: E) => void) | undefined) {
  return (event: E) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}
