/**
 * A loosening that waits its 24 hours (a raised or removed limit, a longer or no reality check):
 * what and when, and its cancel, asked first. Shared by the limits and reality-check screens.
 */
import { useCancelPendingChange, type CancelPendingChangeRequest } from '@dokkham/api';
import { errorMessage, useTranslation } from '@dokkham/i18n';
import { Button } from '@dokkham/ui/Button';
import { ConfirmDialog } from '@dokkham/ui/ConfirmDialog';
import { toast } from '@dokkham/ui/Toast';
import { useId, useState, type ReactNode } from 'react';
import * as css from './settings.css';

/** What cancelling one pending change means, in the screen's words (read when it is asked). */
export interface CancelQuestion {
  setting: CancelPendingChangeRequest['setting'];
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
  /** Said once it is cancelled. */
  done: string;
}

/**
 * One confirmation for the screen's pending changes. It lives outside the rows: a cancelled change's
 * row (and the button that opened it) is gone as the answer lands, and the dialog closes after, its
 * focus going back to the page's heading (ui Dialog's returnFocus). `onCancelled`: e.g. to drop a
 * saved result that spoke of the change.
 */
export function usePendingCancel(onCancelled: () => void): { ask: (question: CancelQuestion) => void; dialog: ReactNode } {
  const { t } = useTranslation(['protection', 'errors']);
  const cancel = useCancelPendingChange();
  // The last question stays while the dialog closes: its texts do not change under the animation.
  const [question, setQuestion] = useState<CancelQuestion | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (!question) return;
    try {
      await cancel.mutateAsync({ setting: question.setting });
      toast({ variant: 'success', title: question.done });
      onCancelled();
    } catch (error) {
      // The dialog stays open (ConfirmDialog), the reason beside it; no automatic retry.
      toast({ variant: 'destructive', title: errorMessage(t, error) });
      throw error;
    }
  };

  const dialog = question ? (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={question.title}
      description={question.description}
      confirmLabel={question.confirmLabel}
      cancelLabel={question.keepLabel}
      onConfirm={confirm}
    />
  ) : null;
  return {
    ask: (next) => {
      setQuestion(next);
      setOpen(true);
    },
    dialog,
  };
}

/** One pending change: its text (what, from when, what holds meanwhile) and its cancel button. */
export function PendingRow({ children, cancelLabel, onCancel }: { children: ReactNode; cancelLabel: string; onCancel: () => void }) {
  const id = useId();
  return (
    <div className={css.pending} data-testid="pending-change">
      <p id={id} className={css.pendingText}>
        {children}
      </p>
      <Button type="button" size="sm" variant="secondary" aria-describedby={id} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
