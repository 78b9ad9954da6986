import {
  cardSideInFileName,
  pairBatchPhotos,
  type BatchPairing,
  type CardImageType,
} from '@pennant/contracts';

export type Pairing = BatchPairing;

export const PAIRING_OPTIONS: { value: Pairing; label: string }[] = [
  { value: 'none', label: 'One card per image' },
  { value: 'alternate', label: 'Scanner order: front, back, front, back' },
  { value: 'names', label: 'By file name: *_front / *_back, *Fr / *Bk' },
];

/** "card7_back.jpg" -> "back"; null when the name says nothing about the side. */
export function sideFromName(name: string): 'front' | 'back' | null {
  return cardSideInFileName(name)?.side ?? null;
}

/** The files' card names by side: "a_front.jpg", "a_back.jpg" -> a: {front, back}; a file naming no side is left out. */
function sidesByCard(names: string[]): Map<string, Set<string>> {
  const sides = new Map<string, Set<string>>();
  for (const name of names) {
    const found = cardSideInFileName(name);
    if (!found) continue;
    const key = found.card.toLowerCase();
    sides.set(key, (sides.get(key) ?? new Set()).add(found.side));
  }
  return sides;
}

/**
 * Names pairing fits when most files find their other side by name. The rest stay cards of their own: one stray
 * file in a named stack must not shift the pairs after it, as scanner order would.
 */
export function namesPairFrontsAndBacks(names: string[]): boolean {
  if (names.length < 2) return false;
  return pairedByName(names) * 2 > names.length;
}

/** How many files find their other side by name. */
function pairedByName(names: string[]): number {
  const sides = sidesByCard(names);
  return names.filter((name) => {
    const found = cardSideInFileName(name);
    return found !== null && sides.get(found.card.toLowerCase())?.size === 2;
  }).length;
}

/** A file's name without its extension, side word and figures: "scan0012.jpg" and "scan0013_b.jpg" are "scan". */
function nameStem(name: string): string {
  const withoutExtension = name.replace(/\.[a-z0-9]{2,5}$/i, '');
  const withoutSide = cardSideInFileName(withoutExtension)?.card ?? withoutExtension;
  return withoutSide
    .replace(/\d+/g, '')
    .replace(/[\s._-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Files named one by one ("136_Byron_Buxton.jpg", "167_Danny_Santana.jpg") rather than numbered by a scanner or a
 * camera ("scan0012.jpg", "IMG_4410.JPG"): most names differ once their figures are left out. Such a stack is
 * usually one photo per card; pairing it in scanner order would list two cards as one.
 */
export function namedOneByOne(names: string[]): boolean {
  return new Set(names.map(nameStem)).size * 2 > names.length;
}

/**
 * How a stack of files becomes cards, before the dealer says otherwise. One or two files are one
 * card (front, back). More are several cards: paired by name when most names say front/back, else
 * the dealer's last choice, else one card per image when the files were named one by one, else
 * scanner order (front, back, front, back). Where one card per image would be chosen, a pair found by name
 * pairs by name instead: that is one card per image with those pairs kept together.
 */
export function suggestPairing(names: string[], lastChoice: Pairing | null = null): Pairing {
  if (names.length <= 2) return 'none';
  if (namesPairFrontsAndBacks(names)) return 'names';
  const otherwise =
    lastChoice && lastChoice !== 'names' ? lastChoice : namedOneByOne(names) ? 'none' : 'alternate';
  return otherwise === 'none' && pairedByName(names) > 0 ? 'names' : otherwise;
}

/** Several files are several cards unless the dealer turns them into one. */
export function processesAsSeveralCards(imageCount: number): boolean {
  return imageCount > 2;
}

/**
 * The type a new image gets in the Current Card panel: its name's side, else front, back, front, back (one or two
 * photos are one card; a bigger stack's types follow its pairing, `batchImageTypes`).
 */
export function defaultImageType(name: string, position: number): CardImageType {
  return sideFromName(name) ?? (position % 2 === 0 ? 'front' : 'back');
}

/** The side each photo of a stack is on the card the server makes of it with a pairing (the server's own rule). */
export function batchImageTypes(names: string[], pairing: Pairing): CardImageType[] {
  return pairBatchPhotos(names, pairing).map((photo) => photo.type);
}

/** The image a new stack leads with: its first front (names may put a back first), else its first image. */
export function primaryIndex(types: CardImageType[]): number {
  return Math.max(0, types.indexOf('front'));
}

const PAIRING_CHOICE_KEY = 'pennant.upload.pairing';

/** The pairing the dealer chose last time, so it sticks across visits. */
export function rememberedPairing(storage: Pick<Storage, 'getItem'> | undefined): Pairing | null {
  const value = storage?.getItem(PAIRING_CHOICE_KEY);
  return PAIRING_OPTIONS.some((option) => option.value === value) ? (value as Pairing) : null;
}

export function rememberPairing(storage: Pick<Storage, 'setItem'> | undefined, pairing: Pairing) {
  storage?.setItem(PAIRING_CHOICE_KEY, pairing);
}

/** How many cards a batch becomes with a pairing (for the button label), as the server groups it. */
export function cardCountFor(names: string[], pairing: Pairing): number {
  if (pairing === 'none') return names.length;
  if (pairing === 'alternate') return Math.ceil(names.length / 2);
  const unnamed = names.filter((name) => cardSideInFileName(name) === null).length;
  return sidesByCard(names).size + unnamed;
}
