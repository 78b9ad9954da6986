import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One labelled card of a dataset folder's cards.csv (see shared/datasets/README.md). */
export interface DatasetRow {
  front: string;
  back: string;
  player: string;
  year: string;
  brand: string;
  set: string;
  card_number: string;
  team: string;
  sport: string;
  year_label: string;
  variant: string;
  notes: string;
}

export const DATASET_COLUMNS: (keyof DatasetRow)[] = [
  'front',
  'back',
  'player',
  'year',
  'brand',
  'set',
  'card_number',
  'team',
  'sport',
  'year_label',
  'variant',
  'notes',
];

/** RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: DatasetRow[]): string {
  const lines = [
    DATASET_COLUMNS.join(','),
    ...rows.map((row) => DATASET_COLUMNS.map((c) => csvField(row[c])).join(',')),
  ];
  return `${lines.join('\n')}\n`;
}

export function readDataset(dir: string): DatasetRow[] {
  const [header, ...body] = parseCsv(readFileSync(join(dir, 'cards.csv'), 'utf8'));
  return body
    .filter((cells) => cells.some((cell) => cell !== ''))
    .map(
      (cells) =>
        Object.fromEntries(
          header.map((column, i) => [column, cells[i] ?? '']),
        ) as unknown as DatasetRow,
    );
}
