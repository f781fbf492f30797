import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
 * WAI-ARIA tabs: one tab stop for the list, Left/Right (and Home/End) move between tabs,
 * disabled tabs are skipped. Only the selected panel's content is mounted.
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
  const baseId = useId();
  const firstEnabled = items.find((i) => !i.disabled)?.value;
  const [own, setOwn] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  const select = (v: string) => {
    if (v === selected) return;
    setOwn(v);
    onValueChange?.(v);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    const current = enabled.findIndex((i) => tabRefs.current.get(i.value) === document.activeElement);
    if (current === -1 || enabled.length === 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (current + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = enabled[next]!;
    tabRefs.current.get(target.value)?.focus();
    if (activation === 'automatic') select(target.value);
  };

  return (
    <div className={cx(s.root, className)}>
      <div role="tablist" aria-label={label} className={s.list({ variant, fullWidth })}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={s.tab({ variant, fullWidth })}
              onClick={() => select(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.icon ? (
                <span className={s.tabIcon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.value === selected;
        // Every panel exists (aria-controls must resolve), but only the selected one has content.
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            hidden={!isSelected}
            tabIndex={isSelected ? 0 : undefined}
            className={s.panel}
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
