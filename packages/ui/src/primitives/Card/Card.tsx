import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as s from './Card.css';
import type { CardVariants } from './Card.css';

export interface CardProps {
  /** Heading of the card; also names a section/article for screen readers. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Controls at the end of the header (e.g. an IconButton). */
  actions?: ReactNode;
  /** Buttons under the content, separated by a rule. */
  footer?: ReactNode;
  children?: ReactNode;
  /** div (default), section or article (named by the title), li inside a list. */
  as?: 'div' | 'section' | 'article' | 'li';
  elevation?: CardVariants['elevation'];
  padding?: CardVariants['padding'];
  /** Gold top rule for the primary card of a screen. */
  accent?: CardVariants['accent'];
  /** Busy while its content reloads. */
  busy?: boolean;
  className?: string;
}

/** A surface that groups related content, with an optional header and footer. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  children,
  as: Element = 'div',
  elevation,
  padding,
  accent,
  busy,
  className,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title !== undefined && title !== null;
  const named = hasTitle && (Element === 'section' || Element === 'article');
  return (
    <Element
      className={cx(s.card({ elevation, padding, accent }), className)}
      aria-labelledby={named ? titleId : undefined}
      aria-busy={busy || undefined}
    >
      {hasTitle || actions ? (
        <div className={s.header}>
          <div className={s.headings}>
            {hasTitle ? (
              <Heading id={titleId} className={s.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={s.description}>{description}</p> : null}
          </div>
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={s.footer}>{footer}</div> : null}
    </Element>
  );
}
