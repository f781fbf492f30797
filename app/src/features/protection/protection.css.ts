import { vars } from '@dokkham/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({ display: 'grid', gap: vars.space[3] });
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.accentText });
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });
