import { useLogin, type LoginRequest } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { PasswordFields } from '@dokkham/ui/PasswordFields';
import { toast } from '@dokkham/ui/Toast';
import { useNavigate } from '@tanstack/react-router';
import { afterLoginPath, type LoginSearch } from '../../lib/redirect';
import { useMarkUsable } from '../../lib/usable';
import { DRAFTS } from '../forms/drafts';
import { useApiForm } from '../forms/useApiForm';
import { AuthForm, PasswordInput, UsernameField } from './AuthLayout';

const EMPTY: LoginRequest = { username: '', password: '' };

/**
 * Login (SPEC §2, §4): the shared LoginRequest schema; a refused login says 'wrong username or
 * password' and keeps what was typed; success shows 'login completed' once player info is
 * refreshed (useLogin waits for it), then goes back to where the player was sent from.
 */
export function LoginScreen({ search = {} }: { /** The route's validated search (`?redirect`). */ search?: LoginSearch }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const navigate = useNavigate();
  useMarkUsable('login');

  const form = useApiForm({
    schema: 'login',
    defaultValues: EMPTY,
    mutation: useLogin(),
    draft: { name: DRAFTS.login, fields: ['username'] },
    onSuccess: async () => {
      toast({ variant: 'success', title: t('auth:login.success') });
      await navigate({ href: afterLoginPath(search), replace: true });
    },
  });

  return (
    <AuthForm screen="login" search={search} form={form}>
      <UsernameField {...form.register('username')} error={form.fieldError('username')} />
      <PasswordFields>
        <PasswordInput {...form.register('password')} autoComplete="current-password" error={form.fieldError('password')} />
      </PasswordFields>
    </AuthForm>
  );
}
