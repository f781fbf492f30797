import { globalStyle, style } from '@vanilla-extract/css';
import { layers } from '../../theme/layers.css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

export const card = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    minWidth: 0,
    padding: vars.space[4],
    ...panel(),
    backgroundImage: `radial-gradient(120% 70% at 100% 0%, ${vars.color.accentSubtle} 0%, transparent 60%), ${vars.gradient.surface}`,
  }),
);

export const inUse = style(component({ borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.glow}` }));

export const badges = style(component({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }));

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35em',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.control,
} as const;

export const kind = style(component({ ...pill, border: `1px solid ${vars.color.borderStrong}`, color: vars.color.accentText }));
export const inUseBadge = style(component({ ...pill, backgroundColor: vars.color.successBackground, color: vars.color.successText }));

export const title = style(component({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.heading, overflowWrap: 'anywhere' }));

export const description = style(component({ color: vars.color.textMuted, fontSize: vars.fontSize.sm }));
export const clamped = style(
  component({
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
);

export const bonus = style(
  component({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    padding: vars.space[3],
    ...panel({ fill: 'surfaceSunken', radius: 'md' }),
  }),
);
export const bonusIcon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '2.5rem',
    height: '2.5rem',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    backgroundImage: vars.gradient.accent,
    color: vars.color.onAccent,
    fontSize: '1.25rem',
  }),
);
export const bonusText = style(component({ display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const bonusLine = style(component({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space[1] }));
export const bonusRest = style(component({ fontSize: vars.fontSize.sm, color: vars.color.text }));
export const bonusValue = style(
  component({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.heading, color: vars.color.accentText }),
);
export const bonusCaption = style(component({ fontSize: vars.fontSize.xs, color: vars.color.textMuted }));

export const terms = style(component({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm }));
export const term = style(
  component({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3], color: vars.color.textMuted }),
);
export const termValue = style(component({ color: vars.color.text, fontWeight: vars.fontWeight.medium, textAlign: 'end', overflowWrap: 'anywhere' }));

/** Provider names break between names, never inside one ("GClub Live"). */
export const nowrap = style(component({ whiteSpace: 'nowrap' }));

export const note = style(component({ fontSize: vars.fontSize.sm, color: vars.color.warningText }));

export const actions = style(
  component({
    display: 'flex',
    gap: vars.space[2],
    marginTop: 'auto',
    paddingTop: vars.space[2],
  }),
);
globalStyle(`${actions} > *`, { '@layer': { [layers.components]: { flex: 1 } } });
