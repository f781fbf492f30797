import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

/** Shared with AgencyErrorPage and OfflinePage. */
export const page = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[4],
    maxWidth: '36rem',
    marginInline: 'auto',
    paddingBlock: vars.space[12],
    paddingInline: vars.space[4],
    textAlign: 'center',
  }),
);

export const fullPage = style(component({ minHeight: '100dvh', justifyContent: 'center', paddingBlock: vars.space[8] }));

export const logo = style(component({ marginBottom: vars.space[6] }));

export const code = style(
  component({
    fontSize: '4.5rem',
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    letterSpacing: '0.04em',
    backgroundImage: vars.gradient.accent,
    backgroundClip: 'text',
    WebkitBackgroundClip: 'text',
    color: 'transparent',
  }),
);

/** The page's glyph in a circle, shared with AgencyErrorPage and OfflinePage; its tone says how bad it is. */
export const icon = recipe({
  base: component({
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '4rem',
    borderRadius: vars.radius.pill,
    fontSize: '1.75rem',
  }),
  variants: {
    tone: {
      critical: component({ backgroundColor: vars.color.criticalBackground, color: vars.color.criticalText }),
      warning: component({ backgroundColor: vars.color.warningBackground, color: vars.color.warningText }),
      // Neutral, not an alarm: nothing is wrong with the app or the account (no connection).
      neutral: component({ backgroundColor: vars.color.neutralBackground, color: vars.color.neutralText }),
    },
  },
});

export const title = style(component({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.heading }));
export const text = style(component({ color: vars.color.textMuted, maxWidth: '28rem' }));

export const actions = style(
  component({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space[3], marginTop: vars.space[2] }),
);

export const details = style(component({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2], width: '100%' }));

export const chevron = style(
  component({
    transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  }),
);

export const pre = style(
  component({
    width: '100%',
    maxHeight: '16rem',
    overflow: 'auto',
    padding: vars.space[4],
    ...panel({ fill: 'surfaceSunken', radius: 'md' }),
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.control,
    textAlign: 'start',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
);
