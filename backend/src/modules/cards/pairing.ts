import { cardSideInFileName, type CardImageType } from '@pennant/contracts';

export type PairingMode = 'none' | 'alternate' | 'names';

export interface BatchImage {
  url: string;
  name: string | null;
}

export interface GroupedImage extends BatchImage {
  type: CardImageType;
  isPrimary: boolean;
}

/** The images of one card, primary first. */
export type ImageGroup = GroupedImage[];

/**
 * Turns a batch of uploaded images into cards: one per image (`none`), scanner order front, back,
 * front, back (`alternate`), or by file name `<card>_front` / `<card>_back`, `<card>Fr` / `<card>Bk` (`names`).
 */
export function groupBatch(images: BatchImage[], mode: PairingMode = 'none'): ImageGroup[] {
  if (mode === 'alternate') return pairAlternating(images);
  if (mode === 'names') return pairByName(images);
  return images.map((image) => [asFront(image)]);
}

function pairAlternating(images: BatchImage[]): ImageGroup[] {
  const groups: ImageGroup[] = [];
  for (let index = 0; index < images.length; index += 2) {
    const back = images[index + 1];
    groups.push(back ? [asFront(images[index]), asBack(back, false)] : [asFront(images[index])]);
  }
  return groups;
}

function pairByName(images: BatchImage[]): ImageGroup[] {
  const groups = new Map<string, { front?: BatchImage; back?: BatchImage; others: BatchImage[] }>();
  images.forEach((image, index) => {
    const side = sideOf(image.name);
    // Images without a side stay cards of their own.
    const key = side ? side.base.toLowerCase() : `#${index}`;
    const group = groups.get(key) ?? { others: [] };
    if (side?.side === 'front' && !group.front) group.front = image;
    else if (side?.side === 'back' && !group.back) group.back = image;
    else group.others.push(image);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ front, back, others }) => {
    const ordered: ImageGroup = [];
    if (front) ordered.push(asFront(front));
    if (back) ordered.push(asBack(back, ordered.length === 0));
    for (const other of others) ordered.push(asOther(other, ordered.length === 0));
    return ordered;
  });
}

/** "1989_upper_deck_1_back.jpg" -> { base: "1989_upper_deck_1", side: "back" } */
export function sideOf(name: string | null): { base: string; side: 'front' | 'back' } | null {
  const found = name ? cardSideInFileName(name) : null;
  return found ? { base: found.card, side: found.side } : null;
}

function asFront(image: BatchImage): GroupedImage {
  return { ...image, type: 'front', isPrimary: true };
}

function asBack(image: BatchImage, isPrimary: boolean): GroupedImage {
  return { ...image, type: 'back', isPrimary };
}

function asOther(image: BatchImage, isPrimary: boolean): GroupedImage {
  return { ...image, type: isPrimary ? 'front' : 'other', isPrimary };
}
