// Story images for game tiles, drawn here as data URIs: no network, identical in every run.
const PALETTES = [
  ['#3B1D0F', '#C8922A'],
  ['#0F2A3B', '#2A9DC8'],
  ['#2A0F3B', '#A02AC8'],
  ['#0F3B1D', '#2AC86B'],
  ['#3B0F16', '#C82A45'],
  ['#1D1D3B', '#6B6BE0'],
] as const;
const SYMBOLS = ['7', '♠', '♦', '★', '♣', '♥'];

export function gameImage(index: number, label: string): string {
  const [dark, light] = PALETTES[index % PALETTES.length]!;
  const symbol = SYMBOLS[index % SYMBOLS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">` +
    `<defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>` +
    `<rect width="300" height="300" fill="url(#g)"/>` +
    `<circle cx="150" cy="130" r="78" fill="none" stroke="#FBE3A0" stroke-opacity=".55" stroke-width="6"/>` +
    `<text x="150" y="162" text-anchor="middle" font-family="Georgia, serif" font-size="96" font-weight="700" fill="#FBE3A0">${symbol}</text>` +
    `<text x="150" y="262" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#FFFFFF" fill-opacity=".9">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
