import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';

export const badge = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.4em',
    paddingInline: '0.65em',
    paddingBlock: '0.1em',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.control,
    whiteSpace: 'nowrap',
  }),
);

export const tone = styleVariants({
  success: component({ backgroundColor: vars.color.successBackground, color: vars.color.successText }),
  warning: component({ backgroundColor: vars.color.warningBackground, color: vars.color.warningText }),
  critical: component({ backgroundColor: vars.color.criticalBackground, color: vars.color.criticalText }),
  neutral: component({ backgroundColor: vars.color.neutralBackground, color: vars.color.neutralText }),
});

export const dot = style(
  component({ width: '0.45em', height: '0.45em', borderRadius: vars.radius.pill, backgroundColor: 'currentColor', flexShrink: 0 }),
);
