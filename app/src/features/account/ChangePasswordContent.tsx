import { isApiError, PASSWORD_MIN, queries, useChangePassword, type PasswordChangeForm } from '@dokkham/api';
import { useErrorMessage, useTranslation, useValidationMessage } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Dialog, DialogClose } from '@dokkham/ui/Dialog';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { SuccessDialog } from '@dokkham/ui/SuccessDialog';
import { visuallyHidden } from '@dokkham/ui/theme';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as forms from '../forms/forms.css';
import { lazyResolver } from '../forms/lazyResolver';
import type { ChangePasswordDialogProps } from './ChangePasswordDialog';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** SPEC §8: the failure toast stays 5000 ms. */
export const PASSWORD_FAILURE_TOAST_MS = 5000;

/**
 * Change password (SPEC §4, §5): current, new and confirm (each at least 8 characters, confirm
 * equal to new) with one show/hide toggle for the three; sent only when agency info is present.
 * Success closes the form and shows a dialog whose Close reloads the page; a refusal shows the
 * toast 'password is incorrect' for 5000 ms and keeps what was typed.
 */
export default function ChangePasswordContent({ open, onOpenChange, onReload = () => window.location.reload() }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const describe = useErrorMessage();
  const message = useValidationMessage();
  const formId = useId();
  const agency = useQuery(queries.agencyInfo());
  const [succeeded, setSucceeded] = useState(false);
  // The toast area is outside the modal dialog, hidden from screen readers while it is open: the
  // failure is also read out from inside the dialog.
  const [failure, setFailure] = useState('');

  const { register, handleSubmit, formState, reset } = useForm<PasswordChangeForm>({
    resolver: lazyResolver('passwordChange'),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const change = useChangePassword({
    onSuccess: () => {
      reset(EMPTY);
      onOpenChange(false);
      setSucceeded(true);
    },
    onError: (error) => {
      const description = isApiError(error) && error.code === 'PASSWORD_INCORRECT' ? t('auth:changePassword.incorrect') : describe(error);
      setFailure(description);
      toast({ variant: 'destructive', title: t('auth:changePassword.errorTitle'), description, duration: PASSWORD_FAILURE_TOAST_MS });
    },
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    if (!agency.data || change.isPending) return;
    setFailure('');
    change.mutate({ currentPassword, newPassword });
  });

  const errors = formState.errors;
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Reopening starts afresh; a change in flight cannot be abandoned half-way.
          if (!next) {
            reset(EMPTY);
            setFailure('');
          }
          onOpenChange(next);
        }}
        dismissible={!change.isPending}
        title={t('auth:changePassword.title')}
        description={t('auth:changePassword.text', { min: PASSWORD_MIN })}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary" disabled={change.isPending}>
                {t('auth:changePassword.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={change.isPending} disabled={!agency.data}>
              {t('auth:changePassword.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} className={forms.form} onSubmit={submit} noValidate>
          <PasswordFields>
            <PasswordField
              {...register('currentPassword')}
              label={t('auth:changePassword.currentPassword')}
              autoComplete="current-password"
              required
              error={message(errors.currentPassword?.message)}
            />
            <PasswordField
              {...register('newPassword')}
              label={t('auth:changePassword.newPassword')}
              autoComplete="new-password"
              required
              error={message(errors.newPassword?.message)}
            />
            <PasswordField
              {...register('confirmNewPassword')}
              label={t('auth:changePassword.confirmNewPassword')}
              autoComplete="new-password"
              required
              error={message(errors.confirmNewPassword?.message)}
            />
          </PasswordFields>
          <p role="alert" className={visuallyHidden}>
            {failure}
          </p>
        </form>
      </Dialog>
      <SuccessDialog
        open={succeeded}
        // Close (or Escape): reload, so every screen starts from the new session state.
        onOpenChange={(next) => {
          if (!next) onReload();
        }}
        title={t('auth:changePassword.successTitle')}
        description={t('auth:changePassword.successText')}
        actionLabel={t('auth:changePassword.close')}
      />
    </>
  );
}
