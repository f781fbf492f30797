import { useLogin, type ApiError, type LoginRequest } from '@dokkham/api';
import { useErrorMessage, useTranslation, useValidationMessage } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { TextField } from '@dokkham/ui/TextField';
import { toast } from '@dokkham/ui/Toast';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterLoginPath, validateLoginSearch } from '../../lib/redirect';
import { clearDraft, DRAFTS, readDraft, useFormDraft } from '../forms/drafts';
import { lazyResolver } from '../forms/lazyResolver';
import { FormAlert } from '../forms/FormAlert';
import * as forms from '../forms/forms.css';
import { applyServerFields } from '../forms/serverFields';
import { AuthLayout, AuthSwitch, USERNAME_INPUT } from './AuthLayout';

/**
 * Login (SPEC §2, §4): the shared LoginRequest schema; a refused login says 'wrong username or
 * password' and keeps what was typed; success shows 'login completed' once player info is
 * refreshed (useLogin waits for it), then goes back to where the player was sent from.
 */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const describe = useErrorMessage();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const search = validateLoginSearch(useSearch({ strict: false }));
  const [formError, setFormError] = useState<ApiError | null>(null);

  const form = useForm<LoginRequest>({
    resolver: lazyResolver('login'),
    defaultValues: { username: readDraft(DRAFTS.login).username ?? '', password: '' },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  useFormDraft(DRAFTS.login, watch, ['username']);
  // The alert answers the last submit: once the player edits a field it is out of date, and it
  // must not stand beside the new field errors. (The shared form hook will do this for every form.)
  const clearAlert = { onChange: () => setFormError(null) };

  const login = useLogin({
    onSuccess: async () => {
      clearDraft(DRAFTS.login);
      toast({ title: t('auth:login.success') });
      await navigate({ href: afterLoginPath(search), replace: true });
    },
    onError: (error) => {
      if (!applyServerFields(error, setError, ['username', 'password'])) setFormError(error);
    },
  });

  const submit = handleSubmit((values) => {
    if (login.isPending) return;
    setFormError(null);
    login.mutate(values);
  });

  const errors = formState.errors;
  return (
    <AuthLayout
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      footer={<AuthSwitch question={t('auth:login.noAccount')} label={t('auth:login.register')} to="/register" search={search} />}
    >
      <form className={forms.form} onSubmit={submit} noValidate>
        <TextField
          {...register('username', clearAlert)}
          label={t('auth:username')}
          placeholder={t('auth:usernamePlaceholder')}
          {...USERNAME_INPUT}
          required
          error={message(errors.username?.message)}
        />
        <PasswordFields>
          <PasswordField
            {...register('password', clearAlert)}
            label={t('auth:password')}
            placeholder={t('auth:passwordPlaceholder')}
            autoComplete="current-password"
            required
            error={message(errors.password?.message)}
          />
        </PasswordFields>
        <FormAlert>{formError ? describe(formError) : null}</FormAlert>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
