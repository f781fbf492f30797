import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { hairline } from '../../theme/surfaces';
import { component } from '../../theme/layer';
import { contentMaxWidth, media, scrollToTop, touchTarget } from '../../theme/tokens';

export const root = style(
  component({
    borderTop: hairline,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    // Phones: room for the fixed BottomAppBar so the last line is not hidden under it.
    '@media': { [media.phone]: { paddingBottom: 'calc(4.5rem + env(safe-area-inset-bottom, 0px))' } },
  }),
);

export const inner = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[6],
    // The page's content column (the app's <main>): the footer lines up with what is above it.
    maxWidth: contentMaxWidth,
    marginInline: 'auto',
    padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}`,
    '@media': { [media.desktop]: { gap: vars.space[8], paddingBlock: `${vars.space[12]} ${vars.space[8]}` } },
  }),
);

export const top = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    '@media': {
      [media.desktop]: { display: 'grid', gridTemplateColumns: '1.3fr 2fr 1fr 1fr', gap: vars.space[8] },
    },
  }),
);

export const brand = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    paddingBottom: vars.space[4],
    '@media': { [media.desktop]: { paddingBottom: 0 } },
  }),
);

export const tagline = style(component({ maxWidth: '20rem' }));

export const column = style(
  component({ '@media': { [media.mobile]: { borderBottom: hairline } } }),
);

export const heading = style(
  component({
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    '@media': { [media.desktop]: { marginBottom: vars.space[3] } },
  }),
);

export const toggle = style(
  component({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: '3rem',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontWeight: 'inherit',
    textAlign: 'start',
    '@media': { [media.desktop]: { display: 'none' } },
  }),
);

export const chevron = style(
  component({
    color: vars.color.accentText,
    transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const desktopTitle = style(component({ '@media': { [media.mobile]: { display: 'none' } } }));

export const links = style(
  component({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: vars.space[1],
    paddingBottom: vars.space[3],
    '@media': {
      // Collapsed sections hide their links on phones and tablets (display: none hides them from screen readers too).
      [media.mobile]: { selectors: { [`${column}:not([data-open]) &`]: { display: 'none' } } },
      [media.desktop]: { paddingBottom: 0 },
    },
  }),
);

export const linksWide = style(component({ gridTemplateColumns: '1fr 1fr', columnGap: vars.space[4] }));

export const link = style(
  component({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: touchTarget,
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
    '@media': { [media.desktop]: { minHeight: '2rem' } },
  }),
);

export const banks = style(component({ display: 'flex', flexDirection: 'column', gap: vars.space[3] }));

/**
 * Equal marks at equal gaps, aligned with the heading: two rows of three up to 768 px (columns of
 * at most 7.5rem, narrower on small phones), one row of six on desktops.
 */
export const bankList = style(
  component({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 7.5rem))',
    gap: vars.space[2],
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(6, 7.5rem)', gap: vars.space[3] } },
  }),
);

export const bankLogo = style(component({ display: 'block', width: '100%', height: 'auto', color: vars.color.text }));

export const bottom = style(
  component({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[1],
    paddingTop: vars.space[5],
    borderTop: hairline,
    fontSize: vars.fontSize.xs,
    // The scroll-to-top button floats over the inline end of the page's last lines.
    paddingInlineEnd: scrollToTop.clearance,
    '@media': { [media.desktop]: { flexDirection: 'row', justifyContent: 'space-between', gap: vars.space[6] } },
  }),
);
