import { useEffect, useLayoutEffect } from 'react';
import { keptParts } from './kept';
import { replayQueued } from './replay';
import { useConnectionNotice } from './useConnectionNotice';
import { BottomAppBarSlot, FooterSlot, NavbarSlot, ScrollToTopSlot, ToastSlot, type AccountSlot, type NoticesSlot } from './slots';

/*
 * The frame's interactive parts, loaded as their own chunk around the page (see AppShell.tsx):
 * above <main> the navbar (with the drawer and the app's account slot), below it the footer,
 * the bottom app bar, scroll-to-top and the toast area. Each, once in place of a prerendered
 * page's kept part, presses what the player tapped there meanwhile (replay.ts), once the menus'
 * own effects (Radix's listeners) are in place.
 */

/** The kept prerendered part goes in the commit that puts this one in its place (no frame shows both). */
const useReplaces = (part: 'top' | 'bottom') => {
  useLayoutEffect(() => keptParts.get(part)?.remove(), [part]);
  useEffect(() => replayQueued(part), [part]);
};

export function FrameTop({ account, notices }: { account: AccountSlot; notices?: NoticesSlot }) {
  useReplaces('top');
  return (
    <>
      <NavbarSlot Account={account} Notices={notices} />
      {notices ? <notices.Banner /> : null}
    </>
  );
}

export function FrameBottom() {
  useReplaces('bottom');
  useConnectionNotice();
  return (
    <>
      <FooterSlot />
      <BottomAppBarSlot />
      <ScrollToTopSlot />
      <ToastSlot />
    </>
  );
}
