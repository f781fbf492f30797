import { PASSWORD_MIN, queries, useChangePassword, type PasswordChangeForm } from '@dokkham/api';
import { useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { Dialog, DialogClose } from '@dokkham/ui/Dialog';
import { PasswordField, PasswordFields } from '@dokkham/ui/PasswordFields';
import { SuccessDialog } from '@dokkham/ui/SuccessDialog';
import { toast } from '@dokkham/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import * as forms from '../forms/forms.css';
import { useApiForm } from '../forms/useApiForm';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
/** The inputs, in order, with their autocomplete hint (label: auth:changePassword.<name>). */
const FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmNewPassword', 'new-password'],
] as const;

/** The dialog's props (ChangePasswordDialog passes them through to this lazy content). */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the success dialog's Close does (SPEC §4: reload the page); stories pass their own. */
  onReload?: () => void;
}

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
  const formId = useId();
  const agency = useQuery(queries.agencyInfo());
  const [succeeded, setSucceeded] = useState(false);

  const form = useApiForm({
    schema: 'passwordChange',
    mode: 'onTouched',
    defaultValues: EMPTY,
    mutation: useChangePassword(),
    ready: Boolean(agency.data),
    toRequest: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    alertTexts: { PASSWORD_INCORRECT: t('auth:changePassword.incorrect') },
    // The toast area is outside the modal dialog, hidden from screen readers while it is open: the
    // form's alert reads the failure out from inside the dialog (announceOnly).
    onAlert: (_error, description) =>
      toast({ variant: 'destructive', title: t('auth:changePassword.errorTitle'), description, duration: PASSWORD_FAILURE_TOAST_MS }),
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
      setSucceeded(true);
    },
  });

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Reopening starts afresh; a change in flight cannot be abandoned half-way.
          if (!next) form.reset();
          onOpenChange(next);
        }}
        dismissible={!form.pending}
        title={t('auth:changePassword.title')}
        // The agency ends the player's other sessions on a change: said before the player commits.
        description={`${t('auth:changePassword.text', { min: PASSWORD_MIN })} ${t('auth:changePassword.endsSessions')}`}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary" disabled={form.pending}>
                {t('auth:changePassword.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={form.pending} disabled={!agency.data}>
              {t('auth:changePassword.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} className={forms.form} onSubmit={form.submit} noValidate>
          <PasswordFields>
            {FIELDS.map(([name, autoComplete]) => (
              <PasswordField
                key={name}
                {...form.register(name)}
                label={t(`auth:changePassword.${name}`)}
                autoComplete={autoComplete}
                required
                error={form.fieldError(name)}
              />
            ))}
          </PasswordFields>
          <FormAlert announceOnly retryIn={form.retryIn}>
            {form.alert}
          </FormAlert>
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
