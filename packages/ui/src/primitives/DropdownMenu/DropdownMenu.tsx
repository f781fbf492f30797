import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { CheckIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import { Link } from '../Link/Link';
import * as s from './DropdownMenu.css';

export interface DropdownMenuItem {
  type?: 'item';
  id: string;
  label: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Runs when chosen (click, Enter, Space); the menu closes. */
  onSelect?: () => void;
  /** Makes the item a link (internal through LinkProvider, external in a new tab). */
  href?: string;
  external?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** Language of the label when it differs from the page. */
  lang?: string;
}

export interface DropdownMenuRadioOption {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  lang?: string;
  disabled?: boolean;
}

export type DropdownMenuEntry =
  | DropdownMenuItem
  | { type: 'separator'; id: string }
  | { type: 'label'; id: string; label: ReactNode }
  | {
      /** A single choice (e.g. the language): the chosen option shows a check. */
      type: 'radio';
      id: string;
      value: string;
      onValueChange: (value: string) => void;
      options: readonly DropdownMenuRadioOption[];
    };

export interface DropdownMenuProps {
  /** The button that opens the menu; it gets aria-haspopup/expanded and keyboard opening. */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A menu of actions or links (Radix): arrow keys move, typing jumps to an item, Escape closes
 * and returns focus to the trigger.
 */
export function DropdownMenu({ trigger, items, align = 'end', side = 'bottom', open, defaultOpen, onOpenChange, className }: DropdownMenuProps) {
  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align={align} side={side} sideOffset={6} collisionPadding={8} className={cx(s.content, className)}>
          {items.map((entry) => renderEntry(entry))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function renderEntry(entry: DropdownMenuEntry): ReactNode {
  switch (entry.type) {
    case 'separator':
      return <Menu.Separator key={entry.id} className={s.separator} />;
    case 'label':
      return (
        <Menu.Label key={entry.id} className={s.label}>
          {entry.label}
        </Menu.Label>
      );
    case 'radio':
      return (
        <Menu.RadioGroup key={entry.id} value={entry.value} onValueChange={entry.onValueChange}>
          {entry.options.map((option) => (
            <Menu.RadioItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={s.item}
              lang={option.lang}
            >
              <ItemBody icon={option.icon} label={option.label} />
              <Menu.ItemIndicator className={s.indicator}>
                <CheckIcon />
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      );
    default: {
      const className = cx(s.item, entry.tone === 'danger' && s.danger);
      if (entry.href !== undefined) {
        return (
          <Menu.Item key={entry.id} asChild disabled={entry.disabled} onSelect={entry.onSelect}>
            <Link href={entry.href} external={entry.external} variant="plain" className={className} lang={entry.lang}>
              <ItemBody icon={entry.icon} label={entry.label} />
            </Link>
          </Menu.Item>
        );
      }
      return (
        <Menu.Item key={entry.id} disabled={entry.disabled} onSelect={entry.onSelect} className={className} lang={entry.lang}>
          <ItemBody icon={entry.icon} label={entry.label} />
        </Menu.Item>
      );
    }
  }
}

function ItemBody({ icon, label }: { icon?: ReactNode; label: ReactNode }) {
  return (
    <>
      {icon ? (
        <span className={s.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={s.itemLabel}>{label}</span>
    </>
  );
}
