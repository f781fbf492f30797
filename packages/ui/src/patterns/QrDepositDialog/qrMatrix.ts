import { encode } from 'uqr';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules as one SVG path in module units (one rectangle per horizontal run). */
  path: string;
  /** The dark modules, row by row (for drawing on a canvas). */
  rows: boolean[][];
}

/**
 * Encodes a payload (an EMVCo merchant-presented QR) into modules. Error correction M: what
 * banking apps expect, and it survives a cracked screen or a glare.
 */
export function qrMatrix(payload: string): QrMatrix {
  const { size, data } = encode(payload, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size, path, rows: data };
}

/** Light modules around the code: 4 is the QR standard's quiet zone. */
export const QUIET_ZONE = 4;
