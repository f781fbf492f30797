import { useTranslation } from '@dokkham/i18n';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { AlertIcon } from '../icons/icons';
import * as s from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  /** Controlled; leave out (with `trigger`) to let the dialog manage itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** Extra content between the text and the buttons (e.g. a warning box). */
  children?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /**
   * The confirmed action. If it returns a promise the button shows a spinner until it settles;
   * the dialog closes when it resolves and stays open when it rejects (show the error elsewhere,
   * e.g. a toast). A plain function closes the dialog at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the player cancels (button, Escape or outside click). */
  onCancel?: () => void;
  /** danger: a destructive confirmation (red button, warning icon). */
  tone?: 'default' | 'danger';
  /** Forces the busy state (spinner on Confirm, not dismissible), e.g. from a mutation's isPending. */
  loading?: boolean;
}

/**
 * Asks the player to confirm an action. An alertdialog: focus starts on Cancel, the safe
 * choice; on phones Confirm is on top.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const busy = loading || pending;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) onCancel?.();
    setOpen(next);
  };
  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    result.then(
      () => {
        setPending(false);
        setOpen(false);
      },
      () => setPending(false),
    );
  };
  return (
    <Dialog
      open={open ?? ownOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      icon={tone === 'danger' ? <AlertIcon size="1em" /> : undefined}
      iconTone="danger"
      dismissible={!busy}
      hideCloseButton
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={busy} className={s.button}>
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
          </DialogClose>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm} className={s.button}>
            {confirmLabel ?? t('confirm.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
