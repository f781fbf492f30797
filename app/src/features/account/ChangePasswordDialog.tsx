import { lazy, Suspense, useState } from 'react';
import type { ChangePasswordDialogProps } from './ChangePasswordContent';

// The form (react-hook-form, the schema resolver, Radix Dialog, the auth texts) is its own chunk,
// fetched the first time the player opens the dialog: it never weighs on a page load.
const ChangePasswordContent = lazy(() => import('./ChangePasswordContent'));

/**
 * The change-password dialog opened from the user menu (SPEC §4, §5). Renders nothing until it is
 * first opened; stays mounted afterwards so the success dialog can outlive the form.
 */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordContent {...props} />
    </Suspense>
  );
}
