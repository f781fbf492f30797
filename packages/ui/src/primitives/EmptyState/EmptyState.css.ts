import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';

export const root = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[10],
    paddingInline: vars.space[4],
  }),
);

export const icon = style(
  component({
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '4rem',
    marginBottom: vars.space[2],
    ...panel({ fill: 'surfaceRaised', radius: 'pill' }),
    color: vars.color.accentText,
    fontSize: '1.75rem',
  }),
);

export const title = style(
  component({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.heading }),
);

export const description = style(component({ maxWidth: '28rem', color: vars.color.textMuted, fontSize: vars.fontSize.md }));

export const action = style(component({ marginTop: vars.space[3] }));
