import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as s from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon in a circle above the title. */
  icon?: ReactNode;
  /** What the player can do next (a Button or LinkButton). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Shown where a list has nothing yet: what is missing and what to do about it. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(s.root, className)}>
      {icon ? (
        <div className={s.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={s.title}>{title}</Heading>
      {description ? <p className={s.description}>{description}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  );
}
