import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_ATTRIBUTE, SHELL_PART_ATTRIBUTE } from '../lib/firstPaintNames';
import { keptParts } from './kept';
import { replayQueued } from './replay';

const CONTROLS = '<button aria-haspopup="dialog" aria-expanded="false">menu</button><button aria-haspopup="menu" aria-expanded="false">language</button>';

/** The app's frame (its header and footer) beside <main>, the kept prerendered parts taken out of the page. */
function page(queued: 'menu' | 'language') {
  const kept = (part: string) => {
    const node = document.createElement('div');
    node.setAttribute(SHELL_PART_ATTRIBUTE, part);
    node.innerHTML = `<header>${CONTROLS}</header>`;
    return node;
  };
  const top = kept('top');
  [...top.querySelectorAll('button')].find((b) => b.textContent === queued)?.setAttribute(QUEUED_ATTRIBUTE, '');
  keptParts.set('top', top);
  keptParts.set('bottom', kept('bottom'));
  // The kept bottom part is still in the page (its lazy part has not come yet).
  document.body.innerHTML = `<div><header id="app">${CONTROLS}</header><main id="main"></main><footer><button aria-expanded="false">language</button></footer></div>`;
  document.querySelector('main')?.after(keptParts.get('bottom') as Element);
  const app = [...document.querySelectorAll<HTMLButtonElement>('#app button')];
  const pressed: string[] = [];
  for (const b of app) {
    b.addEventListener('click', () => pressed.push(`click ${b.textContent}`));
    b.addEventListener('keydown', (e) => pressed.push(`${e.key} ${b.textContent}`));
  }
  return { app, pressed };
}

afterEach(() => {
  keptParts.clear();
  vi.restoreAllMocks();
});

describe('replayQueued (a tap in the prerendered frame, pressed on the app\'s once it replaced it)', () => {
  it('opens a menu by a key (Radix menus open on a key or a press, not a click), with the focus on its control', () => {
    const { app, pressed } = page('language');
    replayQueued('top');
    expect(pressed).toEqual(['Enter language']);
    expect(document.activeElement).toBe(app[1]);
    expect(keptParts.has('top')).toBe(false);
  });

  it('clicks any other control (the drawer, a dialog); once', () => {
    const { pressed } = page('menu');
    replayQueued('top');
    replayQueued('top');
    expect(pressed).toEqual(['click menu']);
  });

  it('does nothing when nothing was tapped', () => {
    const { pressed } = page('menu');
    replayQueued('bottom');
    expect(pressed).toEqual([]);
    expect(keptParts.has('bottom')).toBe(false);
  });
});
