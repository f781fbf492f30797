import { useMemo } from 'react';
import { QUIET_ZONE, qrMatrix } from './qrMatrix';

export interface QrCodeProps {
  /** The text to encode: here an EMVCo merchant-presented payload. */
  payload: string;
  /** Accessible name of the image. */
  label: string;
  className?: string;
}

/**
 * A QR code as an inline SVG: black modules on white with the standard quiet zone, whatever the
 * theme, because scanners need that contrast. Scales to its container.
 */
export function QrCode({ payload, label, className }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(payload), [payload]);
  const dim = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${dim} ${dim}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      focusable="false"
      className={className}
    >
      <rect width={dim} height={dim} fill="#FFFFFF" />
      <path transform={`translate(${QUIET_ZONE} ${QUIET_ZONE})`} d={matrix.path} fill="#000000" />
    </svg>
  );
}
