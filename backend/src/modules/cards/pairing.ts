import { pairBatchPhotos, type BatchPairing, type CardImageType } from '@pennant/contracts';

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

const SIDE_ORDER: Record<CardImageType, number> = {
  front: 0,
  back: 1,
  edge: 2,
  surface: 2,
  corner: 2,
  other: 2,
};

/**
 * Turns a batch of uploaded images into cards: one per image (`none`), scanner order front, back,
 * front, back (`alternate`), or by file name `<card>_front` / `<card>_back`, `<card>Fr` / `<card>Bk` (`names`),
 * by the rule the upload page labels them with (`pairBatchPhotos`). Each card's front leads, else its back.
 */
export function groupBatch(images: BatchImage[], mode: BatchPairing = 'none'): ImageGroup[] {
  const paired = pairBatchPhotos(
    images.map((image) => image.name),
    mode,
  );
  const cards: Array<Array<{ image: BatchImage; type: CardImageType }>> = [];
  images.forEach((image, index) => {
    const { card, type } = paired[index];
    (cards[card] ??= []).push({ image, type });
  });
  return cards.map((photos) =>
    photos
      .sort((a, b) => SIDE_ORDER[a.type] - SIDE_ORDER[b.type])
      .map(({ image, type }, index) => ({ ...image, type, isPrimary: index === 0 })),
  );
}
