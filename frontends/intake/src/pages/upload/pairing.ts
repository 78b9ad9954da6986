import type { CardImageType, ProcessBatchRequest } from '@pennant/contracts';

export type Pairing = NonNullable<ProcessBatchRequest['pairing']>;

export const PAIRING_OPTIONS: { value: Pairing; label: string }[] = [
  { value: 'none', label: 'One card per image' },
  { value: 'alternate', label: 'Scanner order: front, back, front, back' },
  { value: 'names', label: 'By file name: *_front / *_back' },
];

const SIDE_PATTERN = /[_\-\s.](front|back)$/i;

function baseName(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

/** "card7_back.jpg" -> "back"; null when the name says nothing about the side. */
export function sideFromName(name: string): 'front' | 'back' | null {
  const match = SIDE_PATTERN.exec(baseName(name));
  return match ? (match[1].toLowerCase() as 'front' | 'back') : null;
}

/** Names pairing fits when every file says its side and each front has its back. */
export function suggestPairing(names: string[]): Pairing {
  if (names.length < 2) return 'none';
  const keys = new Map<string, Set<string>>();
  for (const name of names) {
    const side = sideFromName(name);
    if (!side) return 'none';
    const key = baseName(name).replace(SIDE_PATTERN, '').toLowerCase();
    keys.set(key, (keys.get(key) ?? new Set()).add(side));
  }
  return [...keys.values()].every((sides) => sides.size === 2) ? 'names' : 'none';
}

/** The type a new image gets in the Current Card panel: its name's side, else front then back. */
export function defaultImageType(name: string, position: number): CardImageType {
  const side = sideFromName(name);
  if (side) return side;
  if (position === 0) return 'front';
  if (position === 1) return 'back';
  return 'other';
}

/** How many cards a batch becomes with a pairing (for the button label). */
export function cardCountFor(imageCount: number, pairing: Pairing): number {
  return pairing === 'none' ? imageCount : Math.ceil(imageCount / 2);
}
