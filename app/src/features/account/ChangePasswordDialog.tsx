/**
 * PLACEHOLDER: the change-password dialog (SPEC §4, §5) opened from the navbar's user menu. The
 * screens issue builds it here (three fields, shared show/hide toggle, success dialog whose Close
 * reloads, failure toast), keeping this export and its props.
 */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog(_props: ChangePasswordDialogProps) {
  return null;
}
