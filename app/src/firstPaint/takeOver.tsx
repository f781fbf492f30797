import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MAIN_ID } from '../frame/ids';
import { keptParts } from '../frame/kept';
import { BOOT_ATTRIBUTE, QUEUED_ATTRIBUTE, SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';
import { forgetSent } from './sent';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (node: unknown): node is Field => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
/** A checkbox or radio: what the player changes is `checked`, not the value. */
const isCheckable = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** Runs `onCommit` once, after React has put the first page in place and before the browser paints it. */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // Once per mount: the callback is fixed for the root's life.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(onCommit, []);
  return children;
}

/** Sets a field's value the way typing does, so React (and react-hook-form) hear of it. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What a player did in the prerendered shell before the app took over (scrolled it, typed into a
 * form field, ticked a box, focused one, pressed a show-password toggle, submitted a form: the
 * head script queued it), carried over to the app's page when it is the same page. The shell's nodes are
 * detached by the app's first commit but keep their values; focus and scroll are followed until
 * then. The router scrolls a new page to its top on its first render, so the scroll is put
 * back after it (its effects run before this one's).
 */
function followShell(container: HTMLElement): () => void {
  // Only #boot (index.html), or the shell hidden for the boot screen: nothing the player could use.
  if (container.childElementCount < 2 || document.documentElement.hasAttribute(BOOT_ATTRIBUTE)) return () => undefined;
  // The frame's parts stay, nodes and all (a queued tap too), until the app's lazy frame replaces them (AppShell).
  for (const part of container.querySelectorAll(`[${SHELL_PART_ATTRIBUTE}]`)) keptParts.set(part.getAttribute(SHELL_PART_ATTRIBUTE) ?? '', part);
  const path = location.pathname;
  const fields = [...container.querySelectorAll('input[name], textarea[name]')].filter(isField);
  const forms = [...container.querySelectorAll('form')];
  const toggles = () => [...container.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')];
  const shellToggles = toggles();
  let focused: Field | null = isField(document.activeElement) && fields.includes(document.activeElement) ? document.activeElement : null;
  let scrolled = { left: scrollX, top: scrollY };
  const onFocus = (event: FocusEvent) => {
    focused = isField(event.target) && fields.includes(event.target) ? event.target : null;
  };
  const onScroll = () => {
    scrolled = { left: scrollX, top: scrollY };
  };
  container.addEventListener('focusin', onFocus);
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    container.removeEventListener('focusin', onFocus);
    removeEventListener('scroll', onScroll);
    // The kept frame parts go back beside the app's <main> (AppShell left their places empty).
    const main = document.getElementById(MAIN_ID);
    if (main) for (const [part, node] of keptParts) main[part === 'top' ? 'before' : 'after'](node);
    // Another page (a redirect, an error page): it starts where the router put it, and no form of
    // its takes a request the shell sent.
    if (location.pathname !== path) {
      forgetSent();
      return;
    }
    // Read only when it matters: reading the scroll position lays the new page out at once.
    if ((scrolled.left || scrolled.top) && (scrollX !== scrolled.left || scrollY !== scrolled.top)) scrollTo({ ...scrolled, behavior: 'instant' });
    for (const old of fields) {
      // Not in a form the player submitted: what is sent is what they typed and saw.
      const submitted = old.form?.hasAttribute(QUEUED_ATTRIBUTE) ?? false;
      if (isCheckable(old)) {
        // A box ticked (or unticked) in the shell: the app's box of the same name and value is
        // clicked, so React hears it, unless the app set it itself (then it wins, as a draft does).
        if (old.checked === old.defaultChecked) continue;
        // (By the value property: a box without a value attribute has 'on'.)
        const now = [...container.querySelectorAll(`input[name="${CSS.escape(old.name)}"]`)].find(
          (input): input is HTMLInputElement => input instanceof HTMLInputElement && isCheckable(input) && input.value === old.value,
        );
        if (now && now.checked !== old.checked && (submitted || now.checked === now.defaultChecked)) now.click();
        continue;
      }
      if (old.value === old.defaultValue || old.type === 'hidden') continue;
      const now = container.querySelector(`[name="${CSS.escape(old.name)}"]`);
      // The app's own value wins (e.g. a draft it restored): only empty fields take what was typed.
      if (isField(now) && (now.value === '' || (submitted && now.value !== old.value))) typeInto(now, old.value);
    }
    // A toggle the player pressed in the shell (show password: the head script showed the fields)
    // is pressed in the app too, by a click, so the app's state says so. Matched by a field of its
    // group (its parent), as the head script found them: the app may well have other toggles.
    const fieldOf = (toggle: HTMLButtonElement) => toggle.parentElement?.querySelector('input[name]')?.getAttribute('name');
    for (const old of shellToggles) {
      const name = fieldOf(old);
      const now = name ? toggles().find((toggle) => fieldOf(toggle) === name) : undefined;
      if (now && now.getAttribute('aria-pressed') !== old.getAttribute('aria-pressed')) now.click();
    }
    const next = focused ? container.querySelector(`[name="${CSS.escape(focused.name)}"]`) : null;
    // The caret goes to the end of what was typed, where it almost always was.
    if (isField(next) && !container.contains(document.activeElement)) next.focus({ preventScroll: true });
    // A submit the head script held back: the app's form of the same place sends it, with what was
    // typed (the input events above have been heard). After the commit's effects, before the paint.
    const queued = forms.findIndex((form) => form.hasAttribute(QUEUED_ATTRIBUTE));
    const form = queued >= 0 ? container.querySelectorAll('form')[queued] : undefined;
    if (form) queueMicrotask(() => form.requestSubmit());
    else forgetSent();
  };
}

/**
 * Mounts the app in `container` (#root). It holds either the boot screen alone (index.html), or the
 * boot screen and a prerendered shell of this page (the build's vite/firstPaint.ts): the app's
 * first commit replaces both at once, in one frame, so a pixel-identical shell hands over with
 * neither a flash nor a shift (measured choice over hydrateRoot: see app/README.md, First paint).
 */
export function mountApp(container: HTMLElement, app: ReactNode): void {
  // On a prerendered page the entry is added by a script, so it may run before the page is parsed.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mountApp(container, app), { once: true });
    return;
  }
  const carryOver = followShell(container);
  const root = createRoot(container);
  const onCommit = () => {
    carryOver();
    // The boot screen has gone with the shell; nothing is left for the attribute to choose.
    document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  };
  // A transition: React renders the first page in slices and lets the browser breathe in between
  // (a phone's main thread is not blocked for the whole render), then commits it at once.
  startTransition(() => root.render(<AfterCommit onCommit={onCommit}>{app}</AfterCommit>));
}
