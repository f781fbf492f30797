import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { component } from '../../theme/layer';
import { panel } from '../../theme/surfaces';
import { barHeight, media, touchTarget } from '../../theme/tokens';

export const bell = style(
  component({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: touchTarget,
    height: touchTarget,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    fontSize: '1.25rem',
    selectors: { '&:hover': { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText } },
  }),
);

export const badge = style(
  component({
    position: 'absolute',
    top: '0.25rem',
    insetInlineEnd: '0.125rem',
    minWidth: '1.125rem',
    height: '1.125rem',
    paddingInline: '0.25rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    fontSize: '0.6875rem',
    fontWeight: vars.fontWeight.bold,
    lineHeight: '1.125rem',
    textAlign: 'center',
  }),
);

export const toolbar = style(component({ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: vars.space[2] }));

export const list = style(component({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] }));

export const item = style(
  component({
    display: 'grid',
    gridTemplateColumns: '0.5rem 1fr',
    columnGap: vars.space[3],
    alignItems: 'start',
    padding: vars.space[3],
    ...panel(),
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.accent } },
  }),
);

export const dot = style(
  component({
    width: '0.5rem',
    height: '0.5rem',
    marginBlockStart: '0.45rem',
    borderRadius: vars.radius.pill,
    selectors: { '&[data-unread="true"]': { backgroundColor: vars.color.accent } },
  }),
);

export const itemTitle = style(component({ display: 'block', fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }));
export const itemMeta = style(component({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }));

export const banner = style(
  component({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    backgroundColor: vars.color.warningBackground,
    color: vars.color.warningText,
  }),
);
export const bannerIcon = style(component({ fontSize: '1.25rem', marginBlockStart: vars.space[2], flexShrink: 0 }));
export const bannerText = style(component({ flex: 1, minWidth: 0, paddingBlock: vars.space[2], overflowWrap: 'anywhere' }));
export const bannerTitle = style(component({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold }));
export const bannerBody = style(component({ margin: 0, fontSize: vars.fontSize.sm }));
export const bannerClose = style(component({ color: 'inherit' }));

export const announcements = style(component({ marginBlockEnd: vars.space[4] }));
export const sectionTitle = style(component({ margin: 0, marginBlockEnd: vars.space[2], fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold }));
export const announcement = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    padding: vars.space[3],
    ...panel({ fill: 'surface' }),
    borderInlineStart: `3px solid ${vars.color.accent}`,
  }),
);

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'none' } });
const dropOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * Above phones the panel drops down from the navbar's end, under the bell, instead of the dialog's
 * centre (phones keep the dialog's bottom sheet). Still the dialog: focus trapped, Escape, focus back.
 */
export const dropdown = style(
  component({
    '@media': {
      [media.abovePhone]: {
        // [role="dialog"]: more specific than the Dialog's own placement, whichever stylesheet loads last.
        selectors: {
          '&[role="dialog"]': {
            top: `calc(${barHeight.navbar} + ${vars.space[2]})`,
            left: 'auto',
            insetInlineEnd: vars.space[6],
            transform: 'none',
            width: 'min(24rem, calc(100vw - 2rem))',
            maxHeight: `calc(100vh - ${barHeight.navbar} - ${vars.space[6]})`,
            overflowY: 'auto',
          },
          '&[role="dialog"][data-state="open"]': { animation: `${dropIn} ${vars.duration.normal} ${vars.easing.enter}` },
          '&[role="dialog"][data-state="closed"]': { animation: `${dropOut} ${vars.duration.fast} ${vars.easing.exit}` },
        },
      },
    },
  }),
);
