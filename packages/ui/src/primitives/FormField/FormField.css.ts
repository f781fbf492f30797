import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const field = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 }));

export const label = style(
  component({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.control,
    color: vars.color.text,
  }),
);

export const requiredMark = style(component({ color: vars.color.accentText, marginInlineStart: '0.25em' }));

export const hint = style(component({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.control, color: vars.color.textMuted }));

export const error = style(
  component({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.control,
    color: vars.color.criticalText,
  }),
);

export const errorIcon = style(component({ marginTop: '0.15em' }));
