import sharp from 'sharp';
import { Random } from './random';
import { backSvg, frontSvg } from './render';
import { drawEffects, scan, type ScanEffects } from './scan';
import { drawSubject, type CardTruth } from './subjects';

export { setName, type CardTruth } from './subjects';
export type { ScanEffects } from './scan';

export interface GenerateOptions {
  /** Feed the card in random quarter turns as a scanner does (default true). */
  rotate?: boolean;
  /** Scanner effects (margin, skew, blur, glare, noise, JPEG); false gives the clean render as PNG. */
  effects?: boolean;
}

export interface GeneratedCard {
  front: Buffer;
  back: Buffer;
  truth: CardTruth;
  effects: { front: ScanEffects | null; back: ScanEffects | null };
}

async function render(svg: Buffer): Promise<Buffer> {
  return sharp(svg).png().toBuffer();
}

/** A synthetic card (front and back JPEG) drawn from the shipped checklists; the same seed gives the same card. */
export async function generateCard(
  seed: number,
  options: GenerateOptions = {},
): Promise<GeneratedCard> {
  const random = new Random(seed);
  const truth = drawSubject(random);
  const front = await render(frontSvg(truth, random));
  const back = await render(backSvg(truth, random).svg);
  if (options.effects === false)
    return { front, back, truth, effects: { front: null, back: null } };
  const rotate = options.rotate ?? true;
  const frontEffects = drawEffects(random, { rotate });
  const backEffects = drawEffects(random, { rotate });
  return {
    front: await scan(front, frontEffects, random),
    back: await scan(back, backEffects, random),
    truth,
    effects: { front: frontEffects, back: backEffects },
  };
}
