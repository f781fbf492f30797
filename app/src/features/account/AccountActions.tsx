import { useState } from 'react';
import type { AccountActionsProps } from '../../frame/slots';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useLogoutAndReload } from './useLogoutAndReload';

/**
 * What the navbar's user menu does for a signed-in player (the frame's account slot, given to
 * AppShell by the root route as its own lazy chunk): change password opens the dialog; logout
 * clears the player's data and reloads the page on the landing (SPEC §4).
 */
export function AccountActions({ children }: AccountActionsProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const logout = useLogoutAndReload();
  return (
    <>
      {children({ onChangePassword: () => setPasswordOpen(true), onLogout: () => logout.mutate() })}
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
