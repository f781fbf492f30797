import type { GameCategory } from '@dokkham/api/schemas';
import { COVERS_JPEG } from './covers';
import type { GameRecord } from './types';

/** Simple glyphs per category, drawn in a 120 x 120 box centred on the cover. */
const GLYPHS: Record<GameCategory, string> = {
  slot:
    '<rect x="-60" y="-40" width="120" height="80" rx="10" fill="none" stroke="#f5c542" stroke-width="6"/>' +
    '<text x="-38" y="20" font-size="48" font-weight="700" fill="#f5c542" text-anchor="middle">7</text>' +
    '<text x="0" y="20" font-size="48" font-weight="700" fill="#f5c542" text-anchor="middle">7</text>' +
    '<text x="38" y="20" font-size="48" font-weight="700" fill="#f5c542" text-anchor="middle">7</text>',
  fish:
    '<path d="M-55 0 C-25 -45 35 -45 50 0 C35 45 -25 45 -55 0 Z" fill="#f5c542"/>' +
    '<path d="M50 0 L75 -25 L75 25 Z" fill="#f5c542"/><circle cx="-25" cy="-8" r="7" fill="#1a1208"/>',
  card:
    '<rect x="-50" y="-50" width="62" height="90" rx="8" fill="#f8f1dc" transform="rotate(-12)"/>' +
    '<rect x="-12" y="-45" width="62" height="90" rx="8" fill="#f5c542" transform="rotate(10)"/>' +
    '<text x="20" y="10" font-size="36" font-weight="700" fill="#7a1010" text-anchor="middle">A</text>',
  casino:
    '<circle r="55" fill="none" stroke="#f5c542" stroke-width="8"/><circle r="32" fill="#7a1010"/>' +
    '<circle r="10" fill="#f5c542"/><path d="M0 -55 L0 55 M-55 0 L55 0" stroke="#f5c542" stroke-width="4"/>',
  sport:
    '<circle r="52" fill="#f8f1dc"/><path d="M0 -20 L19 -6 L12 16 L-12 16 L-19 -6 Z" fill="#1a1208"/>' +
    '<path d="M0 -20 L0 -52 M19 -6 L49 -16 M12 16 L30 42 M-12 16 L-30 42 M-19 -6 L-49 -16" stroke="#1a1208" stroke-width="4"/>',
  chicken:
    '<ellipse cx="-5" cy="12" rx="45" ry="35" fill="#f5c542"/><circle cx="35" cy="-25" r="20" fill="#f5c542"/>' +
    '<path d="M30 -45 L36 -60 L42 -45 Z" fill="#c0392b"/><path d="M55 -25 L70 -20 L55 -15 Z" fill="#e67e22"/>' +
    '<path d="M-50 0 L-75 -30 L-60 10 Z" fill="#c0392b"/><circle cx="40" cy="-28" r="3" fill="#1a1208"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Each category's cover colour (hue): the covers are told apart by category. */
const HUES: Record<GameCategory, number> = { slot: 40, fish: 200, card: 350, casino: 280, sport: 130, chicken: 20 };

/**
 * A 400 x 300 cover of a category, as SVG: the source scripts/renderCovers.ts draws into the
 * JPEG covers the mock serves (covers.ts). Real agencies serve raster covers, which a browser
 * decodes off its main thread; an SVG cover is drawn on it, so the lobby's scroll would be
 * measured against a cost no player meets.
 */
export function categoryCoverSvg(category: GameCategory): string {
  const hue = HUES[category];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">' +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 8%)"/>` +
    '</linearGradient></defs>' +
    '<rect width="400" height="300" fill="url(#bg)"/>' +
    '<rect x="6" y="6" width="388" height="288" rx="18" fill="none" stroke="#d4a017" stroke-width="3"/>' +
    `<g transform="translate(200 150)" font-family="sans-serif">${GLYPHS[category]}</g>` +
    '</svg>'
  );
}

const covers = new Map<GameCategory, Uint8Array>();

/** The JPEG cover of a game (its category's), as bytes. */
export function gameCoverJpeg(game: GameRecord): Uint8Array {
  let bytes = covers.get(game.category);
  if (!bytes) {
    bytes = Uint8Array.from(atob(COVERS_JPEG[game.category]), (c) => c.charCodeAt(0));
    covers.set(game.category, bytes);
  }
  return bytes;
}

/** The little page a game URL opens in the mock: names the game, so E2E can check it. */
export function gamePageHtml(title: string, provider: string): string {
  const t = escapeXml(title);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${t}</title></head>` +
    '<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#120d05;color:#f5c542;font-family:sans-serif">' +
    `<main><h1>${t}</h1><p>${escapeXml(provider)} · mock game session</p></main></body></html>`
  );
}
