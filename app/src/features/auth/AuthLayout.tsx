import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import type { ReactNode } from 'react';
import type { LoginSearch } from '../../lib/redirect';
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

/** The footer's way to the other form; the player's pending redirect goes along. */
export function AuthSwitch({ question, label, to, search }: { question: string; label: string; to: '/login' | '/register'; search: LoginSearch }) {
  return (
    <>
      <span>{question}</span>
      <Link href={search.redirect ? `${to}?redirect=${encodeURIComponent(search.redirect)}` : to} variant="standalone">
        {label}
      </Link>
    </>
  );
}

/** What a username input needs on phones: no capitals, corrections or spell marks. */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
