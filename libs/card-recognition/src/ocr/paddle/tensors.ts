/**
 * Pure pixel work around the PP-OCR models: input tensors from RGB pixels, text boxes from the detector's
 * probability map, line images sampled (turned and scaled) for the recogniser and the classifier, and
 * CTC decoding. No ONNX here, so all of it is tested without the models.
 */
import type { RgbImage } from '../../image';
import type { BestPath, Tensor } from './pool';

/** A box in pixels of the image as it lies (x1, y1 exclusive). */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Mean text probability inside the box. */
  score: number;
}

/** PaddleOCR's detector normalisation (ImageNet mean and deviation, channels in B, G, R order). */
const DET_MEAN = [0.406, 0.456, 0.485];
const DET_STD = [0.225, 0.224, 0.229];

/**
 * How the detector's input is scaled: PaddleOCR's training normalisation ('imagenet'), or tones as they are
 * in 0..1 ('unit'), with which the detector finds faint small print (a card number in a corner) more often.
 */
export type DetectionScaling = 'imagenet' | 'unit';

/** The detector's input: the image as it is (sides already multiples of 32), BGR planes. */
export function detectionTensor(image: RgbImage, scaling: DetectionScaling = 'unit'): Tensor {
  const { width, height, data } = image;
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  const mean = scaling === 'imagenet' ? DET_MEAN : [0, 0, 0];
  const std = scaling === 'imagenet' ? DET_STD : [1, 1, 1];
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      // BGR: plane 0 is blue (RGB channel 2).
      out[c * plane + i] = (data[i * 3 + (2 - c)] / 255 - mean[c]) / std[c];
    }
  }
  return { data: out, dims: [1, 3, height, width] };
}

export interface BoxOptions {
  /** Probability above which a pixel is text. */
  threshold: number;
  /** Mean probability a box needs to be kept. */
  boxThreshold: number;
  /** How far a box grows beyond its core: area x ratio / perimeter, as PaddleOCR unclips. */
  unclipRatio: number;
  /** Smallest side of a core, in map pixels. */
  minSide: number;
}

export const DEFAULT_BOX_OPTIONS: BoxOptions = {
  threshold: 0.05,
  boxThreshold: 0.2,
  unclipRatio: 2,
  minSide: 3,
};

/**
 * Text boxes from the detector's probability map (one value per input pixel): 8-connected regions above
 * the threshold, kept when their mean probability is high enough, grown by the unclip distance, and scaled
 * to `scaleX` x `scaleY` of the map. Axis-aligned: prepared cards are cropped and nearly square to the frame.
 */
export function boxesFromMap(
  map: Float32Array,
  width: number,
  height: number,
  scaleX: number,
  scaleY: number,
  options: BoxOptions = DEFAULT_BOX_OPTIONS,
): PixelBox[] {
  const labels = new Int32Array(width * height);
  const stack: number[] = [];
  const boxes: PixelBox[] = [];
  let label = 0;
  for (let start = 0; start < map.length; start++) {
    if (labels[start] !== 0 || map[start] <= options.threshold) continue;
    label++;
    labels[start] = label;
    stack.push(start);
    let [x0, y0, x1, y1, sum, count] = [width, height, 0, 0, 0, 0];
    while (stack.length) {
      const index = stack.pop() as number;
      const x = index % width;
      const y = (index - x) / width;
      sum += map[index];
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (labels[next] === 0 && map[next] > options.threshold) {
            labels[next] = label;
            stack.push(next);
          }
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (Math.min(w, h) < options.minSide || sum / count < options.boxThreshold) continue;
    const grow = (w * h * options.unclipRatio) / (2 * (w + h));
    boxes.push({
      x0: Math.max(0, (x0 - grow) * scaleX),
      y0: Math.max(0, (y0 - grow) * scaleY),
      x1: Math.min(width * scaleX, (x1 + 1 + grow) * scaleX),
      y1: Math.min(height * scaleY, (y1 + 1 + grow) * scaleY),
      score: sum / count,
    });
  }
  return boxes;
}

/** Degrees clockwise that turn a box's content upright. */
export type Turn = 0 | 90 | 180 | 270;

/** Size of a box's content once turned upright. */
export function uprightSize(box: PixelBox, turn: Turn): { width: number; height: number } {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  return turn === 90 || turn === 270 ? { width: h, height: w } : { width: w, height: h };
}

/**
 * Writes the box's content, turned `turn` degrees clockwise and scaled (bilinear) to `outWidth` x
 * `outHeight`, into `out` as three normalised planes (B, G, R; (v / 255 - 0.5) / 0.5) of a tensor whose
 * rows are `stride` wide; columns past outWidth are left as they are (zero padding).
 */
export function sampleLine(
  image: RgbImage,
  box: PixelBox,
  turn: Turn,
  outWidth: number,
  outHeight: number,
  out: Float32Array,
  offset: number,
  stride: number,
  scaling: 'symmetric' | 'unit' = 'symmetric',
): void {
  const [shift, span] = scaling === 'symmetric' ? [0.5, 0.5] : [0, 1];
  const plane = outHeight * stride;
  const boxWidth = box.x1 - box.x0;
  const boxHeight = box.y1 - box.y0;
  const upright = uprightSize(box, turn);
  const su = upright.width / outWidth;
  const sv = upright.height / outHeight;
  const { data, width, height } = image;
  for (let v = 0; v < outHeight; v++) {
    for (let u = 0; u < outWidth; u++) {
      // (a, b): position in the upright box; (x, y): the same point in the image as it lies.
      const a = (u + 0.5) * su;
      const b = (v + 0.5) * sv;
      let x: number;
      let y: number;
      if (turn === 0) [x, y] = [a, b];
      else if (turn === 180) [x, y] = [boxWidth - a, boxHeight - b];
      else if (turn === 90) [x, y] = [b, boxHeight - a];
      else [x, y] = [boxWidth - b, a];
      x = Math.min(width - 1, Math.max(0, box.x0 + x - 0.5));
      y = Math.min(height - 1, Math.max(0, box.y0 + y - 0.5));
      const xa = Math.floor(x);
      const ya = Math.floor(y);
      const xb = Math.min(width - 1, xa + 1);
      const yb = Math.min(height - 1, ya + 1);
      const fx = x - xa;
      const fy = y - ya;
      for (let c = 0; c < 3; c++) {
        const channel = 2 - c;
        const top =
          data[(ya * width + xa) * 3 + channel] * (1 - fx) +
          data[(ya * width + xb) * 3 + channel] * fx;
        const bottom =
          data[(yb * width + xa) * 3 + channel] * (1 - fx) +
          data[(yb * width + xb) * 3 + channel] * fx;
        const value = top * (1 - fy) + bottom * fy;
        out[offset + c * plane + v * stride + u] = (value / 255 - shift) / span;
      }
    }
  }
}

export interface DecodedText {
  text: string;
  /** Mean probability of the characters kept, 0..1. */
  confidence: number;
}

/**
 * Which characters a line is decoded in: every class of the Chinese+Latin dictionary, or the Latin ones only:
 * cards are printed in Latin script, and where the model's best guess is a CJK character or a full-width sign,
 * the best Latin one is most often what is printed.
 */
export type Alphabet = 'all' | 'latin';

/** Best-path CTC decoding of one batch item: repeats merged, blanks (class 0) dropped. */
export function decodeBestPath(
  path: BestPath,
  item: number,
  dictionary: string[],
  alphabet: Alphabet = 'all',
): DecodedText {
  const [best, prob] =
    alphabet === 'latin' ? [path.latinBest, path.latinProb] : [path.best, path.prob];
  const steps = path.dims[1];
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = item * steps; t < (item + 1) * steps; t++) {
    const cls = best[t];
    if (cls !== 0 && cls !== previous) {
      text += dictionary[cls] ?? '';
      sum += prob[t];
      kept++;
    }
    previous = cls;
  }
  return { text: text.trim(), confidence: kept ? sum / kept : 0 };
}
