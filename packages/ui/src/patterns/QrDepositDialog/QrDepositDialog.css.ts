import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline, panel } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { media } from '../../theme/tokens';

/** Phones: amount, QR, details. Wider: the QR on the left, amount and details on the right. */
export const layout = style(
  component({
    display: 'grid',
    gridTemplateAreas: '"amount" "qr" "details"',
    gap: vars.space[4],
    '@media': {
      [media.abovePhone]: {
        gridTemplateAreas: '"qr amount" "qr details"',
        gridTemplateColumns: 'minmax(0, 15rem) minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        alignItems: 'start',
        columnGap: vars.space[6],
      },
    },
  }),
);

export const qrColumn = style(
  component({ gridArea: 'qr', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[3] }),
);

export const qrMeta = style(
  component({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space[3] }),
);

/** White card with a gold rim: scanners need black on white whatever the theme. */
export const qrFrame = style(
  component({
    position: 'relative',
    width: '100%',
    maxWidth: '15rem',
    padding: vars.space[2],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.qrPaper,
    boxShadow: `0 0 0 3px ${vars.color.accent}, ${vars.shadow.glow}`,
  }),
);
export const qr = style(component({ display: 'block', width: '100%', height: 'auto' }));
export const qrPending = style(component({ aspectRatio: '1', width: '100%' }));
/**
 * In the QR's place once the order can no longer be paid: no code at all (a dimmed one still
 * decodes), what happened and the next step; coloured with the notice's tones (noticeTone).
 */
export const ended = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    width: '100%',
    maxWidth: '15rem',
    minHeight: '10rem',
    padding: vars.space[4],
    borderRadius: vars.radius.lg,
    textAlign: 'center',
  }),
);
export const endedIcon = style(component({ display: 'inline-flex' }));
export const endedText = style(component({ margin: 0, fontSize: vars.fontSize.sm }));

export const merchant = style(component({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, letterSpacing: '0.04em' }));

export const timer = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    paddingInline: vars.space[3],
    paddingBlock: vars.space[1],
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.neutralBackground,
    color: vars.color.neutralText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const timerHurry = style(component({ backgroundColor: vars.color.warningBackground, color: vars.color.warningText }));
export const timerOver = style(component({ backgroundColor: vars.color.criticalBackground, color: vars.color.criticalText }));

export const details = style(component({ gridArea: 'details', display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 }));

export const facts = style(component({ display: 'grid', gap: vars.space[3] }));

export const fact = style(
  component({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space[2],
    paddingBottom: vars.space[3],
    borderBottom: hairline,
  }),
);

export const amountFact = style(
  component({
    gridArea: 'amount',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    padding: vars.space[4],
    ...panel({ fill: 'surfaceSunken' }),
  }),
);

export const term = style(component({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }));

export const amount = style(
  component({
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.heading,
    color: vars.color.accentText,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

export const value = style(component({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }));

export const codeRow = style(component({ display: 'flex', alignItems: 'center', gap: vars.space[1], minWidth: 0 }));
export const code = style(
  component({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }),
);

// An empty live region must not add a gap (it stays in the DOM so later changes are announced).
export const noticeSlot = style(component({ display: 'block', selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space[4]})` } } }));

export const notice = style(
  component({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
  }),
);
export const noticeIcon = style(component({ display: 'inline-flex', fontSize: '1.25rem', marginTop: '0.1em' }));
export const noticeTone = styleVariants({
  success: component({ backgroundColor: vars.color.successBackground, color: vars.color.successText }),
  warning: component({ backgroundColor: vars.color.warningBackground, color: vars.color.warningText }),
  critical: component({ backgroundColor: vars.color.criticalBackground, color: vars.color.criticalText }),
  neutral: component({ backgroundColor: vars.color.neutralBackground, color: vars.color.neutralText }),
});

export const cancel = style(
  component({ color: vars.color.criticalText, '@media': { [media.abovePhone]: { marginInlineEnd: 'auto' } } }),
);
