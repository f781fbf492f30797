import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height; a number is pixels. Defaults to 1.25em so icons follow the text size. */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative (aria-hidden), which is right whenever
   * text or a label next to it already says what it means.
   */
  title?: string;
  className?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Builds an icon component from the children of a 24 x 24 SVG. Stroke icons draw with
 * currentColor so they take the colour of the text around them; `filled` icons (brand marks) fill.
 */
export function createIcon(name: string, paths: ReactNode, filled = false): IconComponent {
  function Icon({ size = '1.25em', title, className }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className={className}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
