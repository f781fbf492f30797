import type { ReactNode } from 'react';
import * as css from './Placeholder.css';

/**
 * PLACEHOLDER page body: a translated heading until the screens issue builds the real screen.
 * Screens replace the components in this folder; the route files stay as they are.
 */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={css.screen}>
      <h1 className={css.title}>{title}</h1>
      {children}
    </section>
  );
}
