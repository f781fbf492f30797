import { useTranslation } from '@dokkham/i18n';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { AlertIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import * as s from './Toast.css';
import { dismissToast, useToast, type ToastData } from './toastStore';

/** SPEC §9: hotkey F8 focuses the toast area; a swipe of 50 px dismisses. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToasterProps {
  /** Key (KeyboardEvent.key) that moves focus to the toast area. */
  hotkey?: string;
  /** Horizontal swipe distance in px that dismisses a toast. */
  swipeThreshold?: number;
  /** Names the region; defaults to "Notifications (F8)". */
  label?: string;
}

/**
 * Renders the toasts of the store: one at a time, polite live region, F8 to reach it, Escape or
 * the close button or a swipe to dismiss. Timers pause while hovered or focused. Mount once.
 */
export function Toaster({ hotkey = TOAST_HOTKEY, swipeThreshold = TOAST_SWIPE_THRESHOLD, label }: ToasterProps) {
  const { t } = useTranslation('ui');
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === hotkey && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  return (
    <section ref={regionRef} aria-label={label ?? t('toast.region', { hotkey })} tabIndex={-1} className={s.viewport}>
      <ol className={s.list} aria-live="polite" aria-relevant="additions text">
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastItem key={item.id} toast={item} swipeThreshold={swipeThreshold} closeLabel={t('toast.close')} />
          ))}
      </ol>
    </section>
  );
}

interface ToastItemProps {
  toast: ToastData;
  swipeThreshold: number;
  closeLabel: string;
}

function ToastItem({ toast, swipeThreshold, closeLabel }: ToastItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const dismiss = () => dismissToast(toast.id);

  // Auto-dismiss after `duration`, with the remaining time kept while paused (WCAG 2.2.1).
  useEffect(() => {
    if (!Number.isFinite(toast.duration)) return;
    let remaining = toast.duration;
    let startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      startedAt = Date.now();
      timer = setTimeout(() => dismissToast(toast.id), remaining);
    };
    const pause = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    };
    const node = ref.current;
    const region = node?.closest('section');
    let hovered = false;
    const update = () => {
      const hold = hovered || document.visibilityState === 'hidden' || Boolean(region?.contains(document.activeElement));
      if (hold) pause();
      else if (timer === undefined) start();
    };
    const onEnter = () => {
      hovered = true;
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    update();
    region?.addEventListener('focusin', update);
    region?.addEventListener('focusout', update);
    node?.addEventListener('pointerenter', onEnter);
    node?.addEventListener('pointerleave', onLeave);
    document.addEventListener('visibilitychange', update);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      region?.removeEventListener('focusin', update);
      region?.removeEventListener('focusout', update);
      node?.removeEventListener('pointerenter', onEnter);
      node?.removeEventListener('pointerleave', onLeave);
      document.removeEventListener('visibilitychange', update);
    };
  }, [toast.id, toast.duration]);

  // Swipe to dismiss and Escape, as native listeners: gestures on the toast itself, which is not
  // a control (its buttons are).
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let swipe: { pointerId: number; startX: number; dx: number } | null = null;
    const setSwipe = (dx: number) => {
      node.style.setProperty('--swipe-x', `${dx}px`);
      node.style.setProperty('--swipe-progress', String(Math.min(1, dx / (swipeThreshold * 2))));
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      swipe = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
      node.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: globalThis.PointerEvent) => {
      if (!swipe || swipe.pointerId !== event.pointerId) return;
      // Only towards the edge (right); dragging back is clamped at the start.
      swipe.dx = Math.max(0, event.clientX - swipe.startX);
      if (swipe.dx > 0) node.setAttribute('data-swiping', '');
      setSwipe(swipe.dx);
    };
    const onPointerEnd = (event: globalThis.PointerEvent) => {
      if (!swipe || swipe.pointerId !== event.pointerId) return;
      const { dx } = swipe;
      swipe = null;
      node.removeAttribute('data-swiping');
      if (dx >= swipeThreshold) dismissToast(toast.id);
      else setSwipe(0);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        dismissToast(toast.id);
      }
    };
    node.addEventListener('pointerdown', onPointerDown);
    node.addEventListener('pointermove', onPointerMove);
    node.addEventListener('pointerup', onPointerEnd);
    node.addEventListener('pointercancel', onPointerEnd);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('pointerdown', onPointerDown);
      node.removeEventListener('pointermove', onPointerMove);
      node.removeEventListener('pointerup', onPointerEnd);
      node.removeEventListener('pointercancel', onPointerEnd);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [toast.id, swipeThreshold]);

  const Icon = toast.variant === 'destructive' ? AlertIcon : InfoIcon;
  return (
    <li
      ref={ref}
      className={cx(s.toast, s.variant[toast.variant])}
      data-variant={toast.variant}
      aria-atomic="true"
    >
      <span className={cx(s.icon, s.iconTone[toast.variant])} aria-hidden="true">
        <Icon size="1em" />
      </span>
      <div className={s.body}>
        {toast.title ? <p className={s.title}>{toast.title}</p> : null}
        {toast.description ? <p className={s.description}>{toast.description}</p> : null}
        {toast.action ? (
          <Button
            size="sm"
            variant="secondary"
            className={s.action}
            onClick={() => {
              toast.action?.onClick();
              dismiss();
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </div>
      <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" className={s.close} onClick={dismiss} />
    </li>
  );
}
