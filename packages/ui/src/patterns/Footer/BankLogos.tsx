import type { ReactNode } from 'react';
import { fontFamily } from '../../theme/tokens';

/**
 * Marks of the six accepted Lao banks (NOTES.md: BCEL, LDB, JDB, APB, LVB, ST Bank), drawn for
 * Dokkham, not the banks' own artwork. Every mark is the same: a tile of one size, the bank's
 * emblem in white on its colour (each colour above 4.5:1 against white), and its short name in
 * one type size and weight. Tile and name take the text colour of the surroundings
 * (currentColor), so the marks suit both themes.
 */
export interface BankLogoProps {
  /** Rendered height; the width follows (120 x 44 design). */
  height?: number | string;
  className?: string;
}

function mark(name: string, fill: string, emblem: ReactNode) {
  function BankLogo({ height = 44, className }: BankLogoProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 120 44"
        height={height}
        className={className}
        role="img"
        aria-label={name}
        focusable="false"
      >
        <rect x="0.5" y="0.5" width="119" height="43" rx="10" fill="currentColor" fillOpacity="0.06" stroke="currentColor" strokeOpacity="0.24" />
        <rect x="8" y="8" width="28" height="28" rx="7" fill={fill} />
        <g fill="none" stroke="#FFFFFF" strokeWidth="2.4" strokeLinejoin="round" strokeLinecap="round" transform="translate(13 13) scale(0.75)">
          {emblem}
        </g>
        <text x="44" y="27.5" fill="currentColor" fontFamily={fontFamily.base} fontSize="15" fontWeight="700" letterSpacing="0.3">
          {name}
        </text>
      </svg>
    );
  }
  BankLogo.displayName = `${name.replace(/\W/g, '')}Logo`;
  return BankLogo;
}

// Emblems on a 24 x 24 grid.
export const BcelLogo = /*#__PURE__*/ mark('BCEL', '#A3212B', <><circle cx="12" cy="12" r="10" /><circle cx="12" cy="12" r="4.5" /></>);
export const LdbLogo = /*#__PURE__*/ mark('LDB', '#1E4D86', <path d="M12 1.5 22.5 12 12 22.5 1.5 12z M12 7l5 5-5 5-5-5z" />);
export const JdbLogo = /*#__PURE__*/ mark('JDB', '#0F6B45', <><circle cx="8.5" cy="12" r="7" /><circle cx="15.5" cy="12" r="7" /></>);
export const ApbLogo = /*#__PURE__*/ mark('APB', '#7A4A0E', <path d="M12 2c5 4 7.5 8 7.5 11.5a7.5 7.5 0 0 1-15 0C4.5 10 7 6 12 2zM12 8v14" />);
export const LvbLogo = /*#__PURE__*/ mark('LVB', '#2B3C8F', <path d="M12 1.5l9 5.2v10.6l-9 5.2-9-5.2V6.7zM7.5 9l4.5 8 4.5-8" />);
export const StBankLogo = /*#__PURE__*/ mark(
  'ST Bank',
  '#5A2D80',
  <path d="M12 1.8l2.9 6.6 7.1.7-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.1l7.1-.7z" />,
);

/** In the order the footer shows them. */
export const BANK_LOGOS = [
  { id: 'bcel', Logo: BcelLogo },
  { id: 'ldb', Logo: LdbLogo },
  { id: 'jdb', Logo: JdbLogo },
  { id: 'apb', Logo: ApbLogo },
  { id: 'lvb', Logo: LvbLogo },
  { id: 'stbank', Logo: StBankLogo },
] as const;
