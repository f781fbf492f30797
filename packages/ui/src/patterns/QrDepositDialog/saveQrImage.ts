import { QUIET_ZONE, type QrMatrix } from './qrMatrix';

/** Pixels per module of the saved image: large enough for any banking app to read from the gallery. */
const SCALE = 12;

function svgMarkup(matrix: QrMatrix): string {
  const dim = matrix.size + QUIET_ZONE * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${dim} ${dim}" width="${dim * SCALE}" height="${dim * SCALE}" shape-rendering="crispEdges">` +
    `<rect width="${dim}" height="${dim}" fill="#fff"/><path transform="translate(${QUIET_ZONE} ${QUIET_ZONE})" d="${matrix.path}" fill="#000"/></svg>`
  );
}

function pngOf(matrix: QrMatrix): Promise<Blob | null> {
  const dim = (matrix.size + QUIET_ZONE * 2) * SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = dim;
  canvas.height = dim;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, dim, dim);
  context.fillStyle = '#000000';
  matrix.rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect((x + QUIET_ZONE) * SCALE, (y + QUIET_ZONE) * SCALE, SCALE, SCALE);
    }),
  );
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * Downloads the QR as a PNG (an SVG where canvas is unavailable), so the player can pay from a
 * banking app on the same phone by picking the image from the gallery. Browser only.
 */
export async function saveQrImage(matrix: QrMatrix, baseName: string): Promise<void> {
  const png = await pngOf(matrix);
  const blob = png ?? new Blob([svgMarkup(matrix)], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${baseName}.${png ? 'png' : 'svg'}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
