import { style } from '@vanilla-extract/css';
import { vars } from '@dokkham/ui/theme';

/** The receipt keeps a readable measure on desktop; full width on phones. */
export const column = style({ width: '100%', maxWidth: '40rem', marginInline: 'auto' });
export const codeCopy = style({ marginInlineStart: 'auto' });
export const back = style({ marginTop: vars.space[2] });
export const skeleton = style({ display: 'block', height: '28rem', borderRadius: vars.radius.lg });
