import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '@dokkham/i18n';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as s from './Dialog.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Required: names the dialog. */
  title: ReactNode;
  /** Required: describes the dialog; may be visually hidden with `hideDescription`. */
  description: ReactNode;
  hideDescription?: boolean;
  /** A large icon above the title; centres the header. */
  icon?: ReactNode;
  iconTone?: 'accent' | 'success' | 'danger' | 'warning';
  children?: ReactNode;
  /** Action buttons; stacked full width on phones, the last one on top. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * When false, Escape and clicks outside do not close it and there is no close button: for
   * steps the player must answer (or while an action is in flight).
   */
  dismissible?: boolean;
  /** Hides the corner close button (Escape still closes a dismissible dialog). */
  hideCloseButton?: boolean;
  /** alertdialog for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when opening; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Focus back where it was when the dialog opened; when that is gone or cannot take focus (the form
 * that opened it was replaced, its button is disabled), the state that replaced it (a heading
 * marked data-reveal, see primitives/Reveal) or the page's heading, so a keyboard or screen reader
 * user goes on from there rather than from <body>.
 */
function returnFocus(previous: HTMLElement | null): void {
  // <body> is no place to return to (what had focus was hidden before the dialog opened).
  if (previous && previous !== document.body && previous.isConnected && !previous.matches(':disabled')) {
    previous.focus();
    if (document.activeElement === previous) return;
  }
  const heading = document.querySelector<HTMLElement>('[data-reveal]') ?? document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * A modal dialog (Radix): focus is trapped inside and returns to where it was on close; Escape
 * and the close button close it. A bottom sheet on phones.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  hideDescription = false,
  icon,
  iconTone = 'accent',
  children,
  footer,
  size = 'md',
  dismissible = true,
  hideCloseButton = false,
  role = 'dialog',
  initialFocusRef,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  // Radix returns focus only to its own Trigger; a dialog opened from elsewhere (a menu item, a
  // button of the app) would leave focus on <body>. Remember what had focus and go back to it.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          role={role}
          className={cx(s.content, s.size[size], className)}
          // Radix turns the body's pointer events off, then the layer's back on one render later: a
          // tap in between (a busy phone, a quick test) fell through. The overlay under this content
          // catches pointers for everything below, so the content can take them from its first frame.
          style={{ pointerEvents: 'auto' }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={(event) => {
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const previous = returnFocusRef.current;
            if (trigger) return;
            event.preventDefault();
            returnFocus(previous);
          }}
        >
          <div className={cx(s.header, icon ? s.headerCentered : undefined)}>
            {icon ? (
              <div className={cx(s.icon, s.iconTone[iconTone])} aria-hidden="true">
                {icon}
              </div>
            ) : null}
            <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
            <RadixDialog.Description className={hideDescription ? visuallyHidden : s.description}>
              {description}
            </RadixDialog.Description>
          </div>
          {children !== undefined && children !== null ? <div className={s.body}>{children}</div> : null}
          {footer ? <div className={s.footer}>{footer}</div> : null}
          {dismissible && !hideCloseButton ? (
            <RadixDialog.Close asChild>
              <IconButton label={t('close')} icon={<CloseIcon />} size="sm" className={s.close} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the enclosing Dialog when its child (a Button) is activated. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
