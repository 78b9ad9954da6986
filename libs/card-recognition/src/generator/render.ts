import type { Random } from './random';
import type { CardTruth } from './subjects';

/** Card size at 300 dpi (2.5 x 3.5 in). */
export const CARD_SHORT = 750;
export const CARD_LONG = 1050;

/** Families fontconfig finds on this machine (fc-list); librsvg falls back to a default for others. */
const FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Condensed',
  'DejaVu Serif Condensed',
  'DejaVu Sans Mono',
];

interface Palette {
  border: string;
  band: string;
  bandText: string;
  ink: string;
}

const PALETTES: Palette[] = [
  { border: '#ffffff', band: '#1d3f8f', bandText: '#ffffff', ink: '#111111' },
  { border: '#f4f1e8', band: '#b01e23', bandText: '#ffffff', ink: '#1a1a1a' },
  { border: '#101820', band: '#f2c230', bandText: '#101820', ink: '#101820' },
  { border: '#e8e8e8', band: '#0b6e3b', bandText: '#f7f7f7', ink: '#202020' },
  { border: '#fdfdfd', band: '#2a2a2a', bandText: '#ffd200', ink: '#111111' },
];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function text(
  value: string,
  x: number,
  y: number,
  size: number,
  options: { font: string; fill: string; weight?: string; anchor?: string; style?: string },
): string {
  return `<text x="${x}" y="${y}" font-family="${options.font}" font-size="${size}" font-weight="${options.weight ?? 'normal'}" font-style="${options.style ?? 'normal'}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}">${escapeXml(value)}</text>`;
}

function hsl(random: Random, lightness: [number, number]): string {
  return `hsl(${random.int(0, 359)},${random.int(20, 70)}%,${random.int(...lightness)}%)`;
}

/** Soft shapes over a gradient: enough texture that OCR must ignore a picture, as on a real card. */
function photo(random: Random, x: number, y: number, width: number, height: number): string {
  const id = `g${random.int(0, 1e9)}`;
  const shapes: string[] = [];
  for (let i = 0; i < random.int(6, 14); i++) {
    const cx = x + random.between(0, width);
    const cy = y + random.between(0, height);
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${random.between(20, width / 3)}" ry="${random.between(20, height / 3)}" fill="${hsl(random, [15, 85])}" opacity="${random.between(0.3, 0.9).toFixed(2)}"/>`,
    );
  }
  // A figure: head and body of the player.
  const fx = x + width * random.between(0.35, 0.65);
  const fy = y + height * random.between(0.3, 0.45);
  shapes.push(
    `<circle cx="${fx}" cy="${fy}" r="${width * 0.09}" fill="${hsl(random, [25, 60])}"/>`,
  );
  shapes.push(
    `<rect x="${fx - width * 0.17}" y="${fy + width * 0.1}" width="${width * 0.34}" height="${height * 0.5}" rx="40" fill="${hsl(random, [20, 55])}"/>`,
  );
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${random.between(0, 1).toFixed(2)}" y2="1"><stop offset="0" stop-color="${hsl(random, [40, 80])}"/><stop offset="1" stop-color="${hsl(random, [10, 50])}"/></linearGradient><clipPath id="c${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath></defs><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${id})"/><g clip-path="url(#c${id})">${shapes.join('')}</g>`;
}

function svg(width: number, height: number, background: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  );
}

/** Front: a picture, the player's name in a band (top or bottom), team, position and the maker's name. */
export function frontSvg(truth: CardTruth, random: Random): Buffer {
  const palette = random.pick(PALETTES);
  const font = random.pick(FONTS);
  const margin = random.int(30, 55);
  const bandHeight = random.int(120, 160);
  const bandOnTop = random.chance(0.3);
  const photoY = bandOnTop ? margin + bandHeight : margin;
  const photoHeight = CARD_LONG - 2 * margin - bandHeight;
  const bandY = bandOnTop ? margin : margin + photoHeight;
  const nameSize = random.int(44, 58);
  const name = random.chance(0.5) ? truth.player.toUpperCase() : truth.player;
  const centred = random.chance(0.5);
  const nameX = centred ? CARD_SHORT / 2 : margin + 24;
  const anchor = centred ? 'middle' : 'start';
  const detail = [truth.team, truth.position].filter(Boolean).join(' • ');
  const logoX = random.chance(0.5) ? margin + 20 : CARD_SHORT - margin - 20;
  const logoY = bandOnTop ? CARD_LONG - margin - 30 : margin + 60;
  const body = [
    photo(random, margin, photoY, CARD_SHORT - 2 * margin, photoHeight),
    `<rect x="${margin}" y="${bandY}" width="${CARD_SHORT - 2 * margin}" height="${bandHeight}" fill="${palette.band}"/>`,
    text(name, nameX, bandY + nameSize + 18, nameSize, {
      font,
      fill: palette.bandText,
      weight: 'bold',
      anchor,
    }),
    text(detail, nameX, bandY + nameSize + 18 + random.int(40, 50), random.int(26, 32), {
      font,
      fill: palette.bandText,
      anchor,
    }),
    `<rect x="${logoX - (logoX > CARD_SHORT / 2 ? 230 : 0)}" y="${logoY - 48}" width="230" height="64" rx="12" fill="${palette.border}" opacity="0.85"/>`,
    text(truth.brand.toUpperCase(), logoX + (logoX > CARD_SHORT / 2 ? -115 : 115), logoY, 36, {
      font: random.pick(FONTS),
      fill: palette.ink,
      weight: 'bold',
      anchor: 'middle',
      style: random.chance(0.4) ? 'italic' : 'normal',
    }),
  ];
  return svg(CARD_SHORT, CARD_LONG, palette.border, body.join(''));
}

function statLines(truth: CardTruth, random: Random): string[][] {
  const header =
    truth.sport === 'hockey'
      ? ['YEAR', 'TEAM', 'GP', 'G', 'A', 'PTS']
      : ['YEAR', 'TEAM', 'G', 'AB', 'H', 'HR', 'AVG'];
  const rows = [header];
  const team = (truth.team ?? 'Team').split(' ').slice(-1)[0].slice(0, 10);
  for (let i = random.int(2, 4); i > 0; i--) {
    const season = String(truth.year - i);
    const numbers = header
      .slice(2)
      .map((column) =>
        column === 'AVG' ? `.${random.int(200, 340)}` : String(random.int(0, 160)),
      );
    rows.push([season, team, ...numbers]);
  }
  return rows;
}

/** Back: number, name, a bio line, a stats table and the copyright line, in portrait or landscape. */
export function backSvg(truth: CardTruth, random: Random): { svg: Buffer; landscape: boolean } {
  const landscape = random.chance(0.5);
  const width = landscape ? CARD_LONG : CARD_SHORT;
  const height = landscape ? CARD_SHORT : CARD_LONG;
  const palette = random.pick(PALETTES.filter((p) => p.border !== '#101820'));
  const font = random.pick(FONTS);
  const ink = palette.ink;
  const margin = random.int(30, 50);
  const numberRight = random.chance(0.5);
  const numberSize = random.int(40, 54);
  const numberBoxWidth = Math.max(110, truth.cardNumber.length * numberSize * 0.7 + 30);
  const numberX = numberRight ? width - margin - numberBoxWidth : margin;
  const nameX = numberRight ? margin + 10 : margin + numberBoxWidth + 24;
  const small = random.int(24, 30);
  const body: string[] = [
    `<rect x="${margin}" y="${margin}" width="${width - 2 * margin}" height="${height - 2 * margin}" fill="none" stroke="${palette.band}" stroke-width="6"/>`,
    `<rect x="${numberX}" y="${margin}" width="${numberBoxWidth}" height="${numberSize + 36}" fill="${palette.band}"/>`,
    text(truth.cardNumber, numberX + numberBoxWidth / 2, margin + numberSize + 12, numberSize, {
      font,
      fill: palette.bandText,
      weight: 'bold',
      anchor: 'middle',
    }),
    text(truth.player.toUpperCase(), nameX, margin + 56, random.int(36, 44), {
      font,
      fill: ink,
      weight: 'bold',
    }),
    text([truth.position, truth.team].filter(Boolean).join(' — '), nameX, margin + 100, small, {
      font,
      fill: ink,
    }),
  ];
  let y = margin + 170;
  const bio = `Born: ${random.pick(['April', 'June', 'August', 'October'])} ${random.int(1, 28)}, ${truth.year - random.int(21, 34)}   Bats: ${random.pick(['Right', 'Left'])}   Height: 6'${random.int(0, 5)}"`;
  body.push(text(bio, margin + 20, y, small, { font, fill: ink }));
  y += small * 2;
  const columns = statLines(truth, random);
  const columnWidth = (width - 2 * margin - 40) / columns[0].length;
  for (const row of columns) {
    row.forEach((cell, i) =>
      body.push(
        text(cell, margin + 20 + i * columnWidth, y, small, {
          font: 'DejaVu Sans Mono',
          fill: ink,
        }),
      ),
    );
    y += small * 1.5;
  }
  const copyright = `© ${truth.year} ${truth.brand}${random.pick([' Inc.', ' Co.', '', ' Company'])} Printed in ${random.pick(['USA', 'U.S.A.', 'Canada'])}`;
  body.push(text(copyright, margin + 20, height - margin - 24, small - 2, { font, fill: ink }));
  return { svg: svg(width, height, palette.border, body.join('')), landscape };
}
