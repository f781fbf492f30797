import { useLogin } from '@dokkham/api';
import { useErrorMessage, useTranslation } from '@dokkham/i18n';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { afterLoginPath } from '../../lib/redirect';
import { ScreenPlaceholder } from '../Placeholder';
import * as css from '../Placeholder.css';

const route = getRouteApi('/login/');

/**
 * PLACEHOLDER login: just enough to sign in and return to `?redirect` (the guard flow). The screens
 * issue replaces it with the real form (shared schema, messages, toasts).
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const describe = useErrorMessage();
  const search = route.useSearch();
  const navigate = useNavigate();
  const login = useLogin({ onSuccess: () => navigate({ href: afterLoginPath(search), replace: true }) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    login.mutate({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') });
  }

  return (
    <ScreenPlaceholder title={t('login.title')}>
      <form className={css.form} onSubmit={submit}>
        <input className={css.input} name="username" autoComplete="username" aria-label={t('username')} placeholder={t('username')} required />
        <input className={css.input} name="password" type="password" autoComplete="current-password" aria-label={t('password')} placeholder={t('password')} required />
        {login.error && <p className={css.error} role="alert">{describe(login.error)}</p>}
        <button className={css.submit} type="submit" disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
    </ScreenPlaceholder>
  );
}
