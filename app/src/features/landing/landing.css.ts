import { style } from '@vanilla-extract/css';
import { media, vars } from '@dokkham/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[10],
  paddingBlock: vars.space[4],
  '@media': { [media.abovePhone]: { gap: vars.space[12], paddingBlock: vars.space[8] } },
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  // A soft gold glow behind the headline, as on the boot screen.
  backgroundImage: `radial-gradient(circle at 50% 0%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
  textAlign: 'center',
  '@media': { [media.abovePhone]: { paddingBlock: vars.space[16], paddingInline: vars.space[10] } },
});

// Headlines break between phrases only (Phrases) and in even lines: no word alone on a line.
export const title = style({
  maxWidth: '40rem',
  textWrap: 'balance',
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
  '@media': { [media.abovePhone]: { fontSize: vars.fontSize['3xl'] } },
});

export const subtitle = style({
  maxWidth: '36rem',
  textWrap: 'balance',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  width: '100%',
  marginTop: vars.space[2],
});

export const action = style({
  flex: '1 1 10rem',
  maxWidth: '16rem',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const sectionTitle = style({
  textWrap: 'balance',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const sectionText = style({
  marginTop: `calc(-1 * ${vars.space[2]})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const grid = style({
  ...list,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space[4] } },
});

export const providerGrid = style({
  ...list,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[4] } },
});

const tileBase = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '6rem',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: vars.gradient.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
} as const;

export const tile = style(tileBase);

export const tileIcon = style({
  display: 'inline-flex',
  fontSize: '2rem',
  color: vars.color.accentText,
});

export const tileLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.control,
});

export const provider = style({
  ...tileBase,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  minHeight: '7.5rem',
  padding: vars.space[4],
  textAlign: 'start',
});

export const providerName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentText,
});

export const providerPlay = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const features = style({
  ...list,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[4] } },
});

export const feature = style({
  display: 'flex',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const featureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: '1.4rem',
});

export const featureTitle = style({
  textWrap: 'balance',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const featureText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const cta = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.abovePhone]: { gridTemplateColumns: '2fr 1fr' } },
});

export const ctaCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const ctaTitle = style({
  textWrap: 'balance',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});
