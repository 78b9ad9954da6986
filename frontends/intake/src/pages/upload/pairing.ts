import {
  cardSideInFileName,
  type CardImageType,
  type ProcessBatchRequest,
} from '@pennant/contracts';

export type Pairing = NonNullable<ProcessBatchRequest['pairing']>;

export const PAIRING_OPTIONS: { value: Pairing; label: string }[] = [
  { value: 'none', label: 'One card per image' },
  { value: 'alternate', label: 'Scanner order: front, back, front, back' },
  { value: 'names', label: 'By file name: *_front / *_back, *Fr / *Bk' },
];

/** "card7_back.jpg" -> "back"; null when the name says nothing about the side. */
export function sideFromName(name: string): 'front' | 'back' | null {
  return cardSideInFileName(name)?.side ?? null;
}

/** Names pairing fits when every file says its side and each front has its back. */
export function namesPairFrontsAndBacks(names: string[]): boolean {
  if (names.length < 2) return false;
  const keys = new Map<string, Set<string>>();
  for (const name of names) {
    const found = cardSideInFileName(name);
    if (!found) return false;
    const key = found.card.toLowerCase();
    keys.set(key, (keys.get(key) ?? new Set()).add(found.side));
  }
  return [...keys.values()].every((sides) => sides.size === 2);
}

/**
 * How a stack of files becomes cards, before the dealer says otherwise. One or two files are one
 * card (front, back). More are several cards: paired by name when the names say front/back, else
 * the dealer's last choice, else scanner order (front, back, front, back).
 */
export function suggestPairing(names: string[], lastChoice: Pairing | null = null): Pairing {
  if (names.length <= 2) return 'none';
  if (namesPairFrontsAndBacks(names)) return 'names';
  if (lastChoice && lastChoice !== 'names') return lastChoice;
  return 'alternate';
}

/** Several files are several cards unless the dealer turns them into one. */
export function processesAsSeveralCards(imageCount: number): boolean {
  return imageCount > 2;
}

/** The type a new image gets in the Current Card panel: its name's side, else front, back, front, back. */
export function defaultImageType(name: string, position: number): CardImageType {
  return sideFromName(name) ?? (position % 2 === 0 ? 'front' : 'back');
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

/** How many cards a batch becomes with a pairing (for the button label). */
export function cardCountFor(imageCount: number, pairing: Pairing): number {
  return pairing === 'none' ? imageCount : Math.ceil(imageCount / 2);
}
