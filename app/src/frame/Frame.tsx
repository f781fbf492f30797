import { BottomAppBarSlot, FooterSlot, NavbarSlot, ScrollToTopSlot, ToastSlot, type AccountSlot } from './slots';

/*
 * The frame's interactive parts, loaded as their own chunk around the page (see AppShell.tsx):
 * above <main> the navbar (with the drawer and the app's account slot), below it the footer,
 * the bottom app bar, scroll-to-top and the toast area.
 */

export function FrameTop({ account }: { account: AccountSlot }) {
  return <NavbarSlot Account={account} />;
}

export function FrameBottom() {
  return (
    <>
      <FooterSlot />
      <BottomAppBarSlot />
      <ScrollToTopSlot />
      <ToastSlot />
    </>
  );
}
