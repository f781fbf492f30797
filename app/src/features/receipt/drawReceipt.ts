/**
 * Draws a receipt's rows on a canvas and hands the PNG to the player: Web Share with the file where
 * the browser can share files (navigator.canShare), else a download. Loaded lazily (the first save).
 */
import type { ImageRow } from './receiptImage';

const WIDTH = 720;
const PAD = 40;
const SCALE = 2;
const LINE: Record<ImageRow['style'], number> = { title: 48, code: 40, fact: 34, heading: 52, step: 36, note: 30 };
const SIZE: Record<ImageRow['style'], number> = { title: 28, code: 20, fact: 18, heading: 22, step: 19, note: 16 };
const MARK = { done: '#1f7a3d', pending: '#8a8f98', stopped: '#b3261e' } as const;

/** Words that fit the width, line by line (Lao and Thai have no spaces: then by character). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(text)) {
    if (ctx.measureText(line + char).width > width && line) {
      lines.push(line);
      line = char.trimStart();
    } else line += char;
  }
  return line ? [...lines, line] : lines;
}

function fontFor(style: ImageRow['style'], family: string): string {
  const bold = style === 'title' || style === 'heading' || style === 'step' || style === 'code';
  return `${bold ? 700 : 400} ${SIZE[style]}px ${family}`;
}

/** The PNG of the rows, in the page's font for the player's language (loaded first: Lao is a webfont). */
export async function drawReceipt(rows: ImageRow[], family: string): Promise<Blob> {
  await Promise.all(['400', '700'].map((w) => document.fonts.load(`${w} 18px ${family}`).catch(() => [])));
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('canvas unavailable');
  // Notes wrap: lay them out first to know the height.
  const laid = rows.map((row) => {
    measure.font = fontFor(row.style, family);
    const lines = row.style === 'note' ? wrap(measure, row.text, WIDTH - PAD * 2 - 32) : [row.text];
    return { row, lines, height: LINE[row.style] * lines.length };
  });
  const height = PAD * 2 + laid.reduce((sum, l) => sum + l.height, 0);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * SCALE;
  canvas.height = height * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = 'middle';
  let y = PAD;
  for (const { row, lines, height: h } of laid) {
    ctx.font = fontFor(row.style, family);
    const mid = y + LINE[row.style] / 2;
    let x = PAD;
    if (row.style === 'heading') {
      ctx.fillStyle = '#d9d9de';
      ctx.fillRect(PAD, y + 6, WIDTH - PAD * 2, 1);
    }
    if (row.style === 'step' && row.state) {
      ctx.fillStyle = MARK[row.state];
      ctx.beginPath();
      ctx.arc(PAD + 8, mid, 7, 0, Math.PI * 2);
      ctx.fill();
      x += 28;
    }
    if (row.style === 'note') x += 32;
    ctx.fillStyle = row.style === 'fact' || row.style === 'note' ? '#4a4f57' : '#111318';
    ctx.textAlign = 'left';
    lines.forEach((line, i) => ctx.fillText(line, x, mid + i * LINE[row.style]));
    if (row.end) {
      ctx.textAlign = 'right';
      ctx.fillStyle = '#111318';
      ctx.fillText(row.end, WIDTH - PAD, mid);
    }
    y += h;
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Shares the PNG where the browser can share files; else downloads it. 'canceled' when the player closed the share sheet. */
export async function deliverReceipt(blob: Blob, fileName: string, title: string): Promise<'shared' | 'downloaded' | 'canceled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'canceled';
      // Sharing refused (no user activation left, a policy): fall back to the download.
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the download a moment to start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
