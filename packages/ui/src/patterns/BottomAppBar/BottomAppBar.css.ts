import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { barHeight, media } from '../../theme/tokens';

export const root = style(
  component({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.z.bottomBar,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    borderTop: hairline,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.barUp,
    // SPEC §2: only on phones.
    '@media': { [media.abovePhone]: { display: 'none' } },
  }),
);

export const list = style(
  component({ listStyle: 'none', padding: 0, display: 'grid', gridAutoColumns: '1fr', gridAutoFlow: 'column', alignItems: 'end', minHeight: barHeight.bottomBar }),
);

export const cell = style(component({ display: 'flex', justifyContent: 'center', minWidth: 0 }));

export const item = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    width: '100%',
    minHeight: barHeight.bottomBar,
    // No side padding: a fifth of a 360 px screen is 72 px, all of it for the label.
    paddingInline: 0,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.accentText },
      // Inside the bar: the ring must not be cut off at the screen edge.
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  }),
);

export const icon = style(component({ display: 'inline-flex', fontSize: '1.5rem' }));

/**
 * A label is never cut: one line where it fits, else two balanced lines (a phone's own font may be
 * wider than ours; a word is never broken inside). Two lines still fit the bar.
 */
export const label = style(
  component({
    maxWidth: '100%',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.heading,
    textAlign: 'center',
    textWrap: 'balance',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    selectors: { '[aria-current="page"] > &': { fontWeight: vars.fontWeight.bold } },
  }),
);

/** The centre item rises above the bar. */
export const play = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    width: '100%',
    paddingBottom: vars.space[2],
    color: vars.color.accentText,
    textDecoration: 'none',
    borderRadius: vars.radius.lg,
  }),
);

export const playButton = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '3.75rem',
    height: '3.75rem',
    marginTop: '-1.5rem',
    borderRadius: vars.radius.pill,
    border: `3px solid ${vars.color.surface}`,
    backgroundColor: vars.color.accent,
    backgroundImage: vars.gradient.accent,
    color: vars.color.onAccent,
    boxShadow: `${vars.shadow.glow}, ${vars.shadow.bevel}`,
    fontSize: '1.75rem',
    selectors: {
      [`${play}:hover &`]: { backgroundImage: vars.gradient.accentHover },
      [`${play}[aria-current="page"] &`]: { outline: `2px solid ${vars.color.accentText}`, outlineOffset: '2px' },
    },
  }),
);
