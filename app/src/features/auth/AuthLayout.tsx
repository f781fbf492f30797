import { Card } from '@dokkham/ui/Card';
import type { ReactNode } from 'react';
import * as css from './auth.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card's content: the way to the other form ("No account? Register"). */
  footer?: ReactNode;
}

/** The frame of the login and registration screens: one centred card with the page's h1. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={css.page}>
      <Card as="section" elevation="raised" padding="lg" accent className={css.card}>
        <div className={css.heading}>
          <h1 className={css.title}>{title}</h1>
          {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className={css.footer}>{footer}</div> : null}
      </Card>
    </div>
  );
}
