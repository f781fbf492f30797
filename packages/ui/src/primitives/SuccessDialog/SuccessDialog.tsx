import { useTranslation } from '@dokkham/i18n';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { CheckCircleIcon } from '../icons/icons';
import * as s from './SuccessDialog.css';

export interface SuccessDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  /** Defaults to "Close". */
  actionLabel?: ReactNode;
  /** Runs when the button is pressed, before the dialog closes (e.g. reload after a password change). */
  onAction?: () => void;
}

/** Confirms that something succeeded: a check mark, the message and one button. */
export function SuccessDialog({ open, onOpenChange, title, description, children, actionLabel, onAction }: SuccessDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      icon={<CheckCircleIcon size="1em" />}
      iconTone="success"
      hideCloseButton
      footer={
        <DialogClose>
          <Button fullWidth onClick={onAction} className={s.action}>
            {actionLabel ?? t('close')}
          </Button>
        </DialogClose>
      }
    >
      {children}
    </Dialog>
  );
}
