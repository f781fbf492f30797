import { waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptParts } from '../frame/kept';
import { BOOT_ATTRIBUTE, QUEUED_ATTRIBUTE, SENT_KEY, SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';
import { forgetSent, sentRequest, type SentRequest } from './sent';
import { mountApp } from './takeOver';

/** A prerendered login shell: #boot (hidden) and the form, as the build writes #root. */
const SHELL =
  '<div id="boot"></div><div><form><input name="username" value=""><input name="password" type="password" value=""><textarea name="note"></textarea></form></div>';

/** The app's login form: controlled, so it shows only what React heard; a submit shows what it sent. */
function App({ draft = '' }: { draft?: string }) {
  const [username, setUsername] = useState(draft);
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  return (
    <form
      data-app
      onSubmit={(e) => {
        e.preventDefault();
        setSent((before) => [...before, `${username}/${password}`]);
      }}
    >
      <p data-sent>{sent.join(',')}</p>
      <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <p data-heard>{`${username}/${password}`}</p>
    </form>
  );
}

function setup() {
  document.body.innerHTML = `<div id="root">${SHELL}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  return { root, field, tookOver: () => waitFor(() => expect(root.querySelector('[data-app]')).not.toBeNull()) };
}

beforeEach(() => {
  history.replaceState(null, '', '/login');
});
afterEach(() => {
  document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  forgetSent();
});

describe('mountApp (the app takes over a prerendered shell)', () => {
  it('replaces the boot screen and the shell at once, and keeps what the player typed and where the focus was', async () => {
    const { root, field, tookOver } = setup();
    field('username').value = 'somphone';
    field('password').value = 'secret-pass';
    field('password').focus();
    mountApp(root, <App />);
    await tookOver();
    expect(root.querySelector('#boot')).toBeNull();
    expect(root.querySelector('[data-heard]')?.textContent).toBe('somphone/secret-pass');
    expect(document.activeElement).toBe(field('password'));
  });

  it('keeps what the app restored itself (a draft) over the shell', async () => {
    const { root, field, tookOver } = setup();
    field('username').value = 'typed';
    mountApp(root, <App draft="drafted" />);
    await tookOver();
    expect(field('username').value).toBe('drafted');
  });

  it('sends a submit the shell queued, once, with what was typed', async () => {
    const { root, field, tookOver } = setup();
    field('username').value = 'somphone';
    field('password').value = 'secret-pass';
    root.querySelector('form')?.setAttribute(QUEUED_ATTRIBUTE, '');
    mountApp(root, <App />);
    await tookOver();
    await waitFor(() => expect(root.querySelector('[data-sent]')?.textContent).toBe('somphone/secret-pass'));
  });

  it('sends what was typed into a submitted form, over a draft the app restored', async () => {
    const { root, field, tookOver } = setup();
    field('username').value = 'typed';
    field('password').value = 'secret-pass';
    root.querySelector('form')?.setAttribute(QUEUED_ATTRIBUTE, '');
    mountApp(root, <App draft="drafted" />);
    await tookOver();
    await waitFor(() => expect(root.querySelector('[data-sent]')?.textContent).toBe('typed/secret-pass'));
    expect(field('username').value).toBe('typed');
  });

  it('sends nothing the player did not submit', async () => {
    const { root, field, tookOver } = setup();
    field('username').value = 'somphone';
    mountApp(root, <App />);
    await tookOver();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.querySelector('[data-sent]')?.textContent).toBe('');
  });

  it('keeps a box ticked in the shell (React hears it, a queued submit sends it), and one the app ticked itself', async () => {
    /** The registration's box: react-hook-form's way (uncontrolled, read at submit) would hear only a real click too. */
    function Consent({ ticked = false }: { ticked?: boolean }) {
      const [adult, setAdult] = useState(ticked);
      const [sent, setSent] = useState('');
      return (
        <form
          data-app
          onSubmit={(e) => {
            e.preventDefault();
            setSent(String(adult));
          }}
        >
          <input name="adult" type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} />
          <p data-heard>{String(adult)}</p>
          <p data-sent>{sent}</p>
        </form>
      );
    }
    const shell = '<div id="boot"></div><div><form><input name="adult" type="checkbox"></form></div>';
    const mount = async (app: ReactNode, tick: boolean, queued = false) => {
      document.body.innerHTML = `<div id="root">${shell}</div>`;
      const root = document.getElementById('root') as HTMLElement;
      (root.querySelector('[name="adult"]') as HTMLInputElement).checked = tick;
      if (queued) root.querySelector('form')?.setAttribute(QUEUED_ATTRIBUTE, '');
      mountApp(root, app);
      await waitFor(() => expect(root.querySelector('[data-app]')).not.toBeNull());
      return { box: root.querySelector('[name="adult"]') as HTMLInputElement, text: (what: string) => root.querySelector(`[data-${what}]`)?.textContent };
    };

    const ticked = await mount(<Consent />, true);
    expect(ticked.box.checked).toBe(true);
    expect(ticked.text('heard')).toBe('true');

    const untouched = await mount(<Consent />, false);
    expect(untouched.box.checked).toBe(false);
    expect(untouched.text('heard')).toBe('false');

    const queued = await mount(<Consent />, true, true);
    await waitFor(() => expect(queued.text('sent')).toBe('true'));

    // The app ticked it itself (its own state): it stays ticked, not clicked off.
    const own = await mount(<Consent ticked />, true);
    expect(own.box.checked).toBe(true);
    expect(own.text('heard')).toBe('true');
  });

  it('leaves a login the shell sent to a queued submit of the same page, and forgets it otherwise (no form queued, another page)', async () => {
    const early = () => ({ url: '/api/v2/players/login', body: '{}', response: Promise.resolve(new Response('{}')) });
    const holder = window as { [SENT_KEY]?: SentRequest };

    holder[SENT_KEY] = early();
    const queued = setup();
    queued.root.querySelector('form')?.setAttribute(QUEUED_ATTRIBUTE, '');
    mountApp(queued.root, <App />);
    await queued.tookOver();
    expect(sentRequest(), 'for the app\'s submit').toBeDefined();

    holder[SENT_KEY] = early();
    const idle = setup();
    mountApp(idle.root, <App />);
    await idle.tookOver();
    expect(sentRequest()).toBeUndefined();

    holder[SENT_KEY] = early();
    const redirected = setup();
    redirected.root.querySelector('form')?.setAttribute(QUEUED_ATTRIBUTE, '');
    mountApp(redirected.root, <App />);
    history.replaceState(null, '', '/player');
    await redirected.tookOver();
    expect(sentRequest()).toBeUndefined();
  });

  it('carries nothing to another page (a redirect), nor from a shell hidden behind the boot screen', async () => {
    const redirected = setup();
    redirected.field('username').value = 'somphone';
    mountApp(redirected.root, <App />);
    history.replaceState(null, '', '/player');
    await redirected.tookOver();
    expect(redirected.field('username').value).toBe('');

    document.documentElement.setAttribute(BOOT_ATTRIBUTE, '');
    const hidden = setup();
    hidden.field('username').value = 'somphone';
    mountApp(hidden.root, <App />);
    await hidden.tookOver();
    expect(hidden.field('username').value).toBe('');
    // Nothing left for it to choose: the app is on screen.
    expect(document.documentElement.hasAttribute(BOOT_ATTRIBUTE)).toBe(false);
  });

  it('presses the app\'s show-password toggle if the player pressed the shell\'s (that one: not another toggle of the app)', async () => {
    function Toggle() {
      const [shown, setShown] = useState(false);
      const [other, setOther] = useState(false);
      return (
        <>
          <p>
            <button type="button" data-other aria-pressed={other} onClick={() => setOther(!other)}>
              Other
            </button>
          </p>
          <form data-app>
            <div>
              <input name="password" type={shown ? 'text' : 'password'} />
              <button type="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
                Show
              </button>
            </div>
          </form>
        </>
      );
    }
    const shell = (pressed: boolean) =>
      `<div id="boot"></div><div><form><div><input name="password" type="${pressed ? 'text' : 'password'}"><button type="button" aria-pressed="${pressed}">Show</button></div></form></div>`;
    for (const pressed of [true, false]) {
      document.body.innerHTML = `<div id="root">${shell(pressed)}</div>`;
      const root = document.getElementById('root') as HTMLElement;
      mountApp(root, <Toggle />);
      await waitFor(() => expect(root.querySelector('[data-app]')).not.toBeNull());
      expect(root.querySelector('form button')?.getAttribute('aria-pressed')).toBe(String(pressed));
      expect(root.querySelector('input')?.type).toBe(pressed ? 'text' : 'password');
      expect(root.querySelector('[data-other]')?.getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('keeps the prerendered frame\'s parts, nodes and all (a queued tap), for the app\'s frame; not for the boot screen', async () => {
    keptParts.clear();
    document.body.innerHTML = `<div id="root"><div id="boot"></div><div><div ${SHELL_PART_ATTRIBUTE}="top"><header><button ${QUEUED_ATTRIBUTE}>ລາວ</button></header></div><main></main><div ${SHELL_PART_ATTRIBUTE}="bottom"><footer></footer></div></div></div>`;
    const root = document.getElementById('root') as HTMLElement;
    const [top, bottom] = [...root.querySelectorAll(`[${SHELL_PART_ATTRIBUTE}]`)];
    mountApp(root, <App />);
    await waitFor(() => expect(root.querySelector('[data-app]')).not.toBeNull());
    expect([...keptParts]).toEqual([['top', top], ['bottom', bottom]]);
    expect(keptParts.get('top')?.querySelector(`[${QUEUED_ATTRIBUTE}]`)?.textContent).toBe('ລາວ');

    keptParts.clear();
    document.documentElement.setAttribute(BOOT_ATTRIBUTE, '');
    document.body.innerHTML = `<div id="root"><div id="boot"></div><div><div ${SHELL_PART_ATTRIBUTE}="top"></div><main></main></div></div>`;
    const other = document.getElementById('root') as HTMLElement;
    mountApp(other, <App />);
    await waitFor(() => expect(other.querySelector('[data-app]')).not.toBeNull());
    expect(keptParts.size).toBe(0);
  });
});
