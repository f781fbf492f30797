import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Card } from '@dokkham/ui/Card';
import { Link } from '@dokkham/ui/Link';
import { PasswordField } from '@dokkham/ui/PasswordFields';
import { TextField } from '@dokkham/ui/TextField';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LoginSearch } from '../../lib/redirect';
import { FormAlert } from '../forms/FormAlert';
import * as forms from '../forms/forms.css';
import type { ApiForm } from '../forms/useApiForm';
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

/** Per screen: its texts (auth:<screen>.title, .subtitle, .submit) and the way to the other one. */
const OTHER = {
  login: { question: 'login.noAccount', label: 'login.register', to: '/register' },
  register: { question: 'register.haveAccount', label: 'register.login', to: '/login' },
} as const;

export interface AuthFormProps {
  screen: keyof typeof OTHER;
  /** The validated search of the page (?redirect), passed on to the other form. */
  search: LoginSearch;
  form: Pick<ApiForm<never>, 'submit' | 'alert' | 'pending' | 'retryIn'>;
  /** The inputs. */
  children: ReactNode;
}

/** The login and registration card: heading, inputs, the form's alert, the submit button, the way to the other form. */
export function AuthForm({ screen, search, form, children }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const other = OTHER[screen];
  return (
    <AuthLayout
      title={t(`${screen}.title`)}
      subtitle={t(`${screen}.subtitle`)}
      footer={<AuthSwitch question={t(other.question)} label={t(other.label)} to={other.to} search={search} />}
    >
      {/* method="post": a password never lands in a URL, even if a prerendered page's form were sent by the browser (its head script queues an early submit for the app instead). */}
      <form className={forms.form} method="post" onSubmit={form.submit} noValidate>
        {children}
        <FormAlert retryIn={form.retryIn}>{form.alert}</FormAlert>
        <Button type="submit" size="lg" fullWidth loading={form.pending}>
          {t(`${screen}.submit`)}
        </Button>
      </form>
    </AuthLayout>
  );
}

interface AuthInputProps extends UseFormRegisterReturn {
  /** Translated. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** What the username and password inputs share: label and placeholder (auth:<kind>, auth:<kind>Placeholder), required. */
function useAuthInput(kind: 'username' | 'password', { error, hint, ...input }: AuthInputProps) {
  const { t } = useTranslation('auth');
  return { ...input, label: t(kind), placeholder: t(`${kind}Placeholder`), required: true, error, hint };
}

/** What a username input needs on phones: no capitals, corrections or spell marks. */
const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

export function UsernameField(props: AuthInputProps) {
  return <TextField {...useAuthInput('username', props)} {...USERNAME_INPUT} />;
}

/** The player's password (inside PasswordFields): the current one to log in, a new one to register. */
export function PasswordInput({ autoComplete, ...props }: AuthInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <PasswordField {...useAuthInput('password', props)} autoComplete={autoComplete} />;
}
