import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media as mq } from '../../theme/tokens';

export const card = style(
  component({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    ...panel(),
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
    // Hover effects for a mouse only (mq.hover): a scrolling phone recomputes no card's hover state.
    '@media': { [mq.hover]: { selectors: { '&:hover': { borderColor: vars.color.accent } } } },
    selectors: {
      '&:has(button:active)': { transform: 'scale(0.98)' },
      // The whole card shows focus when its button has it.
      '&:has(button:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);

export const media = style(component({ position: 'relative', aspectRatio: '1', backgroundColor: vars.color.skeleton }));
/** The box keeps the image's ratio before it loads (no layout shift): square, or 4:3 covers. */
export const mediaAspect = styleVariants({
  square: {},
  landscape: component({ aspectRatio: '4 / 3' }),
});

export const image = style(
  component({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
    '@media': { [mq.hover]: { selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } } } },
  }),
);

export const tags = style(
  component({
    listStyle: 'none',
    padding: 0,
    position: 'absolute',
    top: vars.space[2],
    insetInlineStart: vars.space[2],
    // Never under the favourite star (2.5rem in the corner): the tags wrap before it.
    insetInlineEnd: `calc(2.5rem + 2 * ${vars.space[1]})`,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space[1],
  }),
);

export const tag = style(
  component({
    paddingInline: vars.space[2],
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.control,
    boxShadow: vars.shadow.sm,
  }),
);
export const tagTone = styleVariants({
  new: component({ backgroundColor: vars.color.accent, color: vars.color.onAccent }),
  hot: component({ backgroundColor: vars.color.danger, color: vars.color.onDanger }),
});

export const body = style(
  component({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[2], flex: 1 }),
);

export const name = style(
  component({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    // Two lines at most, Lao names run long; and two lines' room always, so the cards of a grid
    // keep one height (a long grid renders only its rows near the screen, all as tall as its first).
    minHeight: '2lh',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }),
);

/** The button's hit area stretches over the whole card (::after). */
export const play = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    marginTop: 'auto',
    minHeight: '2.25rem',
    border: `1px solid ${vars.color.accent}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.accentSubtle,
    color: vars.color.accentText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
    '@media': {
      [mq.hover]: {
        selectors: { [`${card}:hover &`]: { backgroundColor: vars.color.accent, backgroundImage: vars.gradient.accent, color: vars.color.onAccent } },
      },
    },
  }),
);

export const skeletonImage = style(component({ aspectRatio: '1', borderRadius: 0 }));
export const skeletonAspect = styleVariants({ square: {}, landscape: component({ aspectRatio: '4 / 3' }) });

/** The favourite toggle sits above the Play button's stretched target (z-index), in the image's corner. */
export const favourite = style(
  component({
    position: 'absolute',
    zIndex: 1,
    top: vars.space[1],
    insetInlineEnd: vars.space[1],
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.overlay,
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.accent },
      '&:hover': { color: vars.color.accentText },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  }),
);
export const skeletonName = style(component({ width: '70%' }));
export const skeletonButton = style(component({ height: '2.25rem', borderRadius: vars.radius.md }));
