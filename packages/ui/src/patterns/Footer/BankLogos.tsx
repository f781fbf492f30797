import type { ReactNode } from 'react';

/**
 * Badges of the six accepted Lao banks (NOTES.md: BCEL, LDB, JDB, APB, LVB, ST Bank). Simple
 * wordmarks on a colour field drawn for Dokkham, not the banks' own artwork. White text on each
 * field is above 4.5:1.
 */
export interface BankLogoProps {
  /** Rendered height; the width follows (112 x 44 design). */
  height?: number | string;
  className?: string;
}

function badge(name: string, fill: string, emblem: ReactNode, word: string) {
  function BankLogo({ height = 40, className }: BankLogoProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 112 44"
        height={height}
        className={className}
        role="img"
        aria-label={name}
        focusable="false"
      >
        <rect width="112" height="44" rx="9" fill={fill} />
        <rect x="1" y="1" width="110" height="42" rx="8" fill="none" stroke="#FFFFFF" strokeOpacity="0.18" />
        <g fill="none" stroke="#FFFFFF" strokeWidth="2.2" strokeLinejoin="round" transform="translate(10 10)">
          {emblem}
        </g>
        <text
          x="40"
          y="28.5"
          fill="#FFFFFF"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize={word.length > 4 ? 14 : 17}
          fontWeight="700"
          letterSpacing="0.5"
        >
          {word}
        </text>
      </svg>
    );
  }
  BankLogo.displayName = `${word.replace(/\W/g, '')}Logo`;
  return BankLogo;
}

// Emblems on a 24 x 24 grid.
export const BcelLogo = /*#__PURE__*/ badge('BCEL', '#A3212B', <><circle cx="12" cy="12" r="10" /><circle cx="12" cy="12" r="4.5" /></>, 'BCEL');
export const LdbLogo = /*#__PURE__*/ badge('LDB', '#1E4D86', <path d="M12 1.5 22.5 12 12 22.5 1.5 12z M12 7l5 5-5 5-5-5z" />, 'LDB');
export const JdbLogo = /*#__PURE__*/ badge('JDB', '#0F6B45', <><circle cx="8.5" cy="12" r="7" /><circle cx="15.5" cy="12" r="7" /></>, 'JDB');
export const ApbLogo = /*#__PURE__*/ badge('APB', '#7A4A0E', <path d="M12 2c5 4 7.5 8 7.5 11.5a7.5 7.5 0 0 1-15 0C4.5 10 7 6 12 2zM12 8v14" />, 'APB');
export const LvbLogo = /*#__PURE__*/ badge('LVB', '#2B3C8F', <path d="M12 1.5l9 5.2v10.6l-9 5.2-9-5.2V6.7zM7.5 9l4.5 8 4.5-8" />, 'LVB');
export const StBankLogo = /*#__PURE__*/ badge(
  'ST Bank',
  '#5A2D80',
  <path d="M12 1.8l2.9 6.6 7.1.7-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.1l7.1-.7z" />,
  'ST Bank',
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
