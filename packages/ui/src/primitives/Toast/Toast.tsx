import { useTranslation } from '@dokkham/i18n';
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import * as s from './Toast.css';
import { dismissToast, getToasts, subscribeToasts, TOAST_DEFAULT_DURATION } from './toastStore';

/** SPEC §9: hotkey F8 focuses the toast area; a swipe of more than 50 px dismisses. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToasterProps {
  /** Key (KeyboardEvent.code) that moves focus to the toast area. */
  hotkey?: string;
  /** Swipe distance to the right, in px, beyond which a toast is dismissed. */
  swipeThreshold?: number;
  /** Names the region; defaults to "Notifications (F8)". */
  label?: string;
}

/**
 * The toasts of the store on Radix Toast: one at a time, F8 to reach them, Escape, the close button
 * or a swipe to the right to dismiss, the timer paused while hovered or focused (and while the
 * window is in the background), announced to screen readers (destructive ones assertively).
 * Mount once.
 */
export function Toaster({ hotkey = TOAST_HOTKEY, swipeThreshold = TOAST_SWIPE_THRESHOLD, label }: ToasterProps) {
  const { t } = useTranslation('ui');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <RadixToast.Provider label={t('toast.label')} duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={swipeThreshold}>
      {toasts.map((item) => {
        const Icon = item.variant === 'destructive' ? AlertIcon : item.variant === 'success' ? CheckCircleIcon : InfoIcon;
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            duration={item.duration}
            // A failure is said at once (assertive); other news waits its turn (polite).
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            className={cx(s.toast, s.variant[item.variant])}
            data-variant={item.variant}
            // Vertical drags still scroll the page; horizontal ones are the swipe.
            style={{ touchAction: 'pan-y' }}
          >
            <span className={cx(s.icon, s.iconTone[item.variant])} aria-hidden="true">
              <Icon size="1em" />
            </span>
            <div className={s.body}>
              {item.title ? (
                <RadixToast.Title asChild>
                  <p className={s.title}>{item.title}</p>
                </RadixToast.Title>
              ) : null}
              {item.description ? (
                <RadixToast.Description asChild>
                  <p className={s.description}>{item.description}</p>
                </RadixToast.Description>
              ) : null}
              {item.action ? (
                <RadixToast.Action altText={item.action.label} asChild>
                  <Button size="sm" variant="secondary" className={s.action} onClick={item.action.onClick}>
                    {item.action.label}
                  </Button>
                </RadixToast.Action>
              ) : null}
            </div>
            <RadixToast.Close asChild>
              <IconButton label={t('toast.close')} icon={<CloseIcon />} size="sm" className={s.close} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {/* Out of the page's flow: Radix wraps the list in a region element that takes no class. */}
      <div className={s.host}>
        <RadixToast.Viewport hotkey={[hotkey]} label={label ?? t('toast.region', { hotkey })} className={s.viewport} />
      </div>
    </RadixToast.Provider>
  );
}
