import { useTranslation } from '@dokkham/i18n';
import { useId } from 'react';
import { cx } from '../../internal/cx';
import * as s from './Logo.css';

export interface LogoProps {
  /** full: flower mark and DOKKHAM wordmark; mark: the flower alone (favicons, loaders, tight bars). */
  variant?: 'full' | 'mark';
  /** Rendered height; the width follows. A number is pixels. */
  height?: number | string;
  /** Accessible name; defaults to the brand name in the current language. */
  title?: string;
  /** Hidden from screen readers (when a link or heading around it already names the brand). */
  decorative?: boolean;
  className?: string;
}

// Dokkham means "golden flower" in Lao: the mark is a champa (plumeria), the national flower of
// Laos, five pinwheel petals lit from the centre outwards.
const PETAL = 'M0 0C-6.2-3.6-9.4-12.6-3.6-17.3C.6-20.4 6.4-17.9 6-11.4 5.6-6.3 2.9-2.6 0 0Z';
const ROTATIONS = [0, 72, 144, 216, 288];

// Geometric capitals drawn as strokes, 14 units tall, so the wordmark never depends on a font.
const LETTERS = {
  D: 'M0 0H4.5A6.5 7 0 0 1 4.5 14H0Z',
  O: 'M7 0A7 7 0 1 1 7 14A7 7 0 1 1 7 0Z',
  K: 'M0 0V14M9.6 0 0 8.6M3.9 5.1 10 14',
  H: 'M0 0V14M11 0V14M0 7H11',
  A: 'M0 14 6 0 12 14M2.4 9H9.6',
  M: 'M0 14V0L7 9 14 0V14',
};
const DOK: Array<[keyof typeof LETTERS, number]> = [['D', 0], ['O', 15], ['K', 33.5]];
const KHAM: Array<[keyof typeof LETTERS, number]> = [['K', 48], ['H', 62.5], ['A', 77.5], ['M', 93.5]];

export function Logo({ variant = 'full', height = 40, title, decorative = false, className }: LogoProps) {
  const { t } = useTranslation('ui');
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const petalFill = `dk-petal-${uid}`;
  const wordFill = `dk-word-${uid}`;
  const full = variant === 'full';
  const ratio = full ? 162 / 40 : 1;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': title ?? t('brand') };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={full ? '0 0 162 40' : '0 0 40 40'}
      height={height}
      // A number gets its width from the aspect ratio, so the logo never stretches in flex layouts.
      width={typeof height === 'number' ? Math.round(height * ratio * 100) / 100 : undefined}
      className={cx(s.root, className)}
      focusable="false"
      {...a11y}
    >
      <defs>
        <radialGradient id={petalFill} cx="0" cy="0" r="19" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#A8721C" />
          <stop offset="0.45" stopColor="#E2AE3F" />
          <stop offset="1" stopColor="#FBE3A0" />
        </radialGradient>
        <linearGradient id={wordFill} x1="0" y1="0" x2="0" y2="14" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#F7DA88" />
          <stop offset="1" stopColor="#D39A30" />
        </linearGradient>
      </defs>
      <g transform="translate(20 20.5)">
        {ROTATIONS.map((deg) => (
          <path
            key={deg}
            d={PETAL}
            transform={`rotate(${deg})`}
            fill={`url(#${petalFill})`}
            stroke="#7A520F"
            strokeOpacity="0.55"
            strokeWidth="0.6"
            strokeLinejoin="round"
          />
        ))}
        <circle r="2.6" fill="#8A5A12" />
        <circle r="1.2" fill="#F7DA88" />
      </g>
      {full ? (
        <g transform="translate(50 13)" fill="none" strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="butt">
          <g className={s.dok}>
            {DOK.map(([letter, x]) => (
              <path key={`${letter}${x}`} d={LETTERS[letter]} transform={`translate(${x} 0)`} />
            ))}
          </g>
          <g stroke={`url(#${wordFill})`}>
            {KHAM.map(([letter, x]) => (
              <path key={`${letter}${x}`} d={LETTERS[letter]} transform={`translate(${x} 0)`} />
            ))}
          </g>
        </g>
      ) : null}
    </svg>
  );
}
