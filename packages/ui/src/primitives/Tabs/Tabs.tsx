import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as s from './Tabs.css';
import type { TabsVariants } from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Controlled selected value. */
  value?: string;
  /** The tab selected at first; the first enabled one when not given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * automatic: arrow keys select as they move (cheap panels). manual: arrows move focus,
   * Enter/Space select (panels that load data).
   */
  activation?: 'automatic' | 'manual';
  variant?: TabsVariants['variant'];
  /** Tabs share the width. */
  fullWidth?: TabsVariants['fullWidth'];
  className?: string;
}

/**
 * WAI-ARIA tabs on Radix Tabs: one tab stop for the list, Left/Right (and Home/End) move between
 * tabs, wrapping, disabled tabs skipped. Every panel exists (aria-controls resolves); only the
 * selected one is shown and has its content mounted.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  variant = 'underline',
  fullWidth = false,
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items.find((i) => !i.disabled)?.value}
      onValueChange={onValueChange}
      activationMode={activation}
      className={cx(s.root, className)}
    >
      <RadixTabs.List aria-label={label} className={s.list({ variant, fullWidth })}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={s.tab({ variant, fullWidth })}>
            {item.icon ? (
              <span className={s.tabIcon} aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={s.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
