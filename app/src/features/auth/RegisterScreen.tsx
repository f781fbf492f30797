import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  queries,
  USERNAME_CHECK_DEBOUNCE_MS,
  USERNAME_MAX,
  USERNAME_MIN,
  type RegisterForm,
  useRegister,
} from '@dokkham/api';
import { Trans, useTranslation } from '@dokkham/i18n';
import { Checkbox } from '@dokkham/ui/Checkbox';
import { CheckIcon } from '@dokkham/ui/icons';
import { Link } from '@dokkham/ui/Link';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { Spinner } from '@dokkham/ui/Spinner';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { LoginSearch } from '../../lib/redirect';
import { useMarkUsable } from '../../lib/usable';
import { getFingerprint, whenIdle } from '../fingerprint/load';
import { DRAFTS, writeDraft } from '../forms/drafts';
import { useDebouncedValue } from '../forms/useDebouncedValue';
import { useValidation } from '../forms/lazyResolver';
import { FormRefusal, useApiForm } from '../forms/useApiForm';
import { AuthForm, PasswordInput, UsernameField } from './AuthLayout';
import * as css from './auth.css';

/** The form's values: `adult` is a checkbox, unticked until the player ticks it (the schema wants true). */
type RegisterFields = Omit<RegisterForm, 'adult'> & { adult: boolean };

const EMPTY: RegisterFields = { username: '', password: '', confirmPassword: '', adult: false };

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
 * header (fingerprintjs is loaded lazily, while the player types), and the required "I am 18 or
 * older" box (`adult`, with the way to /responsible-gaming; the agency refuses a registration without
 * it: ADULT_CONFIRMATION_REQUIRED, on the box). Success: 'register success, please log in', then
 * /login with the username filled in. The username survives a reload (the box does not: it is
 * ticked afresh).
 */
export function RegisterScreen({ search = {} }: { /** The route's validated search (`?redirect`). */ search?: LoginSearch }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const navigate = useNavigate();
  useMarkUsable('register');
  // Set below (it watches the form's username); toRequest reads it when the player submits.
  let availability: Availability = 'idle';

  const form = useApiForm({
    schema: 'register',
    mode: 'onTouched',
    defaultValues: EMPTY,
    mutation: useRegister(),
    draft: { name: DRAFTS.register, fields: ['username'] },
    // The agency's own refusal of a registration without the confirmation lands on the box.
    fieldCodes: { USERNAME_TAKEN: 'username', ADULT_CONFIRMATION_REQUIRED: 'adult' },
    toRequest: (values) => {
      // Known to be taken already: said under the input, nothing sent.
      if (availability === 'taken') throw new FormRefusal('USERNAME_TAKEN');
      return withFingerprint(values);
    },
    onSuccess: async (_data, variables) => {
      writeDraft(DRAFTS.login, { username: variables.username });
      toast({ variant: 'success', title: t('auth:register.success') });
      await navigate({ to: '/login', search, replace: true });
    },
  });
  availability = useUsernameAvailability(useWatch({ control: form.form.control, name: 'username' }));

  // Compute the fingerprint while the player types, so the submit does not wait for it.
  useEffect(() => whenIdle(() => void getFingerprint().catch(() => undefined)), []);

  const usernameError = form.fieldError('username') ?? (availability === 'taken' ? t('auth:usernameCheck.taken') : undefined);
  return (
    <AuthForm screen="register" search={search} form={form}>
      <UsernameField
        {...form.register('username')}
        error={usernameError}
        hint={<UsernameStatus availability={usernameError ? 'idle' : availability} />}
      />
      <PasswordFields>
        <PasswordInput
          {...form.register('password')}
          autoComplete="new-password"
          hint={t('auth:register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={form.fieldError('password')}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('auth:confirmPassword')}
          autoComplete="new-password"
          required
          error={form.fieldError('confirmPassword')}
        />
      </PasswordFields>
      <Checkbox {...form.register('adult')} required error={form.fieldError('adult')}>
        <Trans t={t} i18nKey="auth:register.adultLabel" components={{ guide: <Link href="/responsible-gaming" /> }} />
      </Checkbox>
    </AuthForm>
  );
}

/** The form's values (the schema let `adult` through only ticked) with the device fingerprint; without one the registration cannot be sent. */
async function withFingerprint(values: RegisterFields): Promise<RegisterForm & { fingerprint: string }> {
  try {
    return { ...values, adult: true, fingerprint: (await getFingerprint()).fingerprint };
  } catch {
    throw new FormRefusal('FINGERPRINT_REQUIRED');
  }
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
