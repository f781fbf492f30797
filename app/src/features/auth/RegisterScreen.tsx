import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  queries,
  USERNAME_CHECK_DEBOUNCE_MS,
  USERNAME_MAX,
  USERNAME_MIN,
  isApiError,
  type RegisterForm,
  useRegister,
} from '@dokkham/api';
import { useErrorMessage, useTranslation, useValidationMessage } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { CheckIcon } from '@dokkham/ui/icons';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { Spinner } from '@dokkham/ui/Spinner';
import { TextField } from '@dokkham/ui/TextField';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { validateLoginSearch } from '../../lib/redirect';
import { getFingerprint, whenIdle } from '../fingerprint/load';
import { clearDraft, DRAFTS, readDraft, useFormDraft, writeDraft } from '../forms/drafts';
import { FormAlert } from '../forms/FormAlert';
import * as forms from '../forms/forms.css';
import { useDebouncedValue } from '../forms/useDebouncedValue';
import { lazyResolver, useValidation } from '../forms/lazyResolver';
import { applyServerFields } from '../forms/serverFields';
import { AuthLayout, AuthSwitch, USERNAME_INPUT } from './AuthLayout';
import * as css from './auth.css';

const TAKEN = 'errors:codes.USERNAME_TAKEN';

type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/**
 * Whether the typed username is free (SPEC §5): asked through the username-validate call once the
 * player stops typing (USERNAME_CHECK_DEBOUNCE_MS) and only for a username the form rules accept.
 */
function useUsernameAvailability(username: string): Availability {
  // The form rules (zod) arrive with the validation chunk; until then nothing is asked.
  const valid = useValidation()?.isUsername(username) ?? false;
  const settled = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const check = useQuery({ ...queries.usernameAvailability(settled), enabled: valid && settled === username });
  if (!valid) return 'idle';
  if (settled !== username || check.isPending) return 'checking';
  if (check.isError) return 'failed';
  return check.data.available ? 'available' : 'taken';
}

/**
 * Registration (SPEC §2, §5, §8): username rules and availability shown inline, password and
 * confirm sharing one show/hide toggle, the device fingerprint in the body and the X-Fingerprint
 * header (fingerprintjs is loaded lazily, while the player types). Success: 'register success,
 * please log in', then /login with the username filled in. The username survives a reload.
 */
export function RegisterScreen() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const describe = useErrorMessage();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const search = validateLoginSearch(useSearch({ strict: false }));
  const [formError, setFormError] = useState<unknown>(null);
  const [fingerprinting, setFingerprinting] = useState(false);

  const form = useForm<RegisterForm>({
    resolver: lazyResolver('register'),
    mode: 'onTouched',
    defaultValues: { username: readDraft(DRAFTS.register).username ?? '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState, setError, watch, control } = form;
  useFormDraft(DRAFTS.register, watch, ['username']);
  const availability = useUsernameAvailability(useWatch({ control, name: 'username' }));

  // Compute the fingerprint while the player types, so the submit does not wait for it.
  useEffect(() => whenIdle(() => void getFingerprint().catch(() => undefined)), []);

  const registration = useRegister({
    onSuccess: async (_data, variables) => {
      clearDraft(DRAFTS.register);
      writeDraft(DRAFTS.login, { username: variables.username });
      toast({ title: t('auth:register.success') });
      await navigate({ to: '/login', search, replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'USERNAME_TAKEN') {
        setError('username', { type: 'server', message: TAKEN }, { shouldFocus: true });
        return;
      }
      if (!applyServerFields(error, setError, ['username', 'password', 'confirmPassword'])) setFormError(error);
    },
  });

  const submit = handleSubmit(async (values) => {
    if (registration.isPending || fingerprinting) return;
    setFormError(null);
    if (availability === 'taken') {
      setError('username', { type: 'server', message: TAKEN }, { shouldFocus: true });
      return;
    }
    setFingerprinting(true);
    let fingerprint: string;
    try {
      fingerprint = (await getFingerprint()).fingerprint;
    } catch {
      setFormError('FINGERPRINT_REQUIRED');
      return;
    } finally {
      setFingerprinting(false);
    }
    registration.mutate({ ...values, fingerprint });
  });

  const errors = formState.errors;
  const usernameError = message(errors.username?.message) ?? (availability === 'taken' ? t('auth:usernameCheck.taken') : undefined);
  return (
    <AuthLayout
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      footer={<AuthSwitch question={t('auth:register.haveAccount')} label={t('auth:register.login')} to="/login" search={search} />}
    >
      <form className={forms.form} onSubmit={submit} noValidate>
        <TextField
          {...register('username')}
          label={t('auth:username')}
          placeholder={t('auth:usernamePlaceholder')}
          {...USERNAME_INPUT}
          required
          error={usernameError}
          hint={<UsernameStatus availability={usernameError ? 'idle' : availability} />}
        />
        <PasswordFields>
          <PasswordField
            {...register('password')}
            label={t('auth:password')}
            placeholder={t('auth:passwordPlaceholder')}
            autoComplete="new-password"
            required
            hint={t('auth:register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            error={message(errors.password?.message)}
          />
          <PasswordField
            {...register('confirmPassword')}
            label={t('auth:confirmPassword')}
            autoComplete="new-password"
            required
            error={message(errors.confirmPassword?.message)}
          />
        </PasswordFields>
        <FormAlert>{formError ? describe(formError) : null}</FormAlert>
        <Button type="submit" size="lg" fullWidth loading={registration.isPending || fingerprinting}>
          {t('auth:register.submit')}
        </Button>
        <p className={css.note}>{t('auth:register.adult')}</p>
      </form>
    </AuthLayout>
  );
}

/** The line under the username: the rules, or the result of the availability check (an <output>: announced politely). */
function UsernameStatus({ availability }: { availability: Availability }) {
  const { t } = useTranslation('auth');
  let content: ReactNode;
  switch (availability) {
    case 'checking':
      content = (
        <>
          <Spinner size="sm" decorative />
          {t('usernameCheck.checking')}
        </>
      );
      break;
    case 'available':
      content = (
        <>
          <CheckIcon size="1em" />
          {t('usernameCheck.available')}
        </>
      );
      break;
    case 'failed':
      content = t('usernameCheck.failed');
      break;
    default:
      content = t('register.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX });
  }
  return (
    <output className={availability === 'available' ? `${css.check} ${css.checkAvailable}` : css.check}>{content}</output>
  );
}
