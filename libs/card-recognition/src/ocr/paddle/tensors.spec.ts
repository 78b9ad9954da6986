import { joinLines } from './reader';
import { boxesFromMap, decodeBestPath, sampleLine, uprightSize } from './tensors';

describe('boxesFromMap', () => {
  it('finds each region of text, grown by the unclip margin, and drops faint specks', () => {
    const [width, height] = [40, 20];
    const map = new Float32Array(width * height);
    for (let y = 5; y < 9; y++) for (let x = 4; x < 20; x++) map[y * width + x] = 0.9;
    map[15 * width + 30] = 0.9; // one pixel: too small
    const boxes = boxesFromMap(map, width, height, 2, 2);
    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    expect(box.x0).toBeLessThan(8);
    expect(box.x1).toBeGreaterThan(40);
    expect(box.y0).toBeLessThan(10);
    expect(box.y1).toBeGreaterThan(18);
    expect(box.score).toBeCloseTo(0.9);
  });
});

describe('decodeBestPath', () => {
  it('merges repeats, drops blanks and averages the kept probabilities', () => {
    const dictionary = ['', 'A', 'B', ' '];
    const path = {
      best: Int32Array.from([1, 1, 0, 1, 2, 0, 3, 2]),
      prob: Float32Array.from([0.9, 0.8, 1, 0.7, 0.5, 1, 0.6, 0.4]),
      latinBest: new Int32Array(8),
      latinProb: new Float32Array(8),
      dims: [1, 8] as [number, number],
    };
    const decoded = decodeBestPath(path, 0, dictionary);
    expect(decoded.text).toBe('AAB B');
    expect(decoded.confidence).toBeCloseTo((0.9 + 0.7 + 0.5 + 0.6 + 0.4) / 5);
  });

  it('decodes in the Latin alphabet from the best Latin class of each step', () => {
    const dictionary = ['', '1', '9', '轮'];
    // The model's best guess at the third step is a CJK character; the best Latin class there is a 9.
    const path = {
      best: Int32Array.from([1, 0, 3, 0, 2]),
      prob: Float32Array.from([0.9, 1, 0.6, 1, 0.9]),
      latinBest: Int32Array.from([1, 0, 2, 0, 2]),
      latinProb: Float32Array.from([0.9, 1, 0.3, 1, 0.9]),
      dims: [1, 5] as [number, number],
    };
    expect(decodeBestPath(path, 0, dictionary).text).toBe('1轮9');
    const latin = decodeBestPath(path, 0, dictionary, 'latin');
    expect(latin.text).toBe('199');
    expect(latin.confidence).toBeCloseTo((0.9 + 0.3 + 0.9) / 3);
  });
});

describe('sampleLine', () => {
  it('turns a box a quarter clockwise while scaling it into the tensor', () => {
    // A 1 x 2 image: white on top, black below; turned a quarter clockwise, black is on the left.
    const image = { data: Buffer.from([255, 255, 255, 0, 0, 0]), width: 1, height: 2 };
    const box = { x0: 0, y0: 0, x1: 1, y1: 2, score: 1 };
    expect(uprightSize(box, 90)).toEqual({ width: 2, height: 1 });
    const out = new Float32Array(3 * 2);
    sampleLine(image, box, 90, 2, 1, out, 0, 2);
    expect(out[0]).toBeCloseTo(-1);
    expect(out[1]).toBeCloseTo(1);
  });
});

describe('joinLines', () => {
  const piece = (text: string, x0: number, x1: number, y0 = 0.1, across = true) => ({
    text,
    confidence: 90,
    across,
    box: { x0, y0, x1, y1: y0 + 0.03 },
  });

  it('joins pieces of one row left to right, and keeps far-apart columns and other rows apart', () => {
    const lines = joinLines([
      piece('GWYNN', 0.3, 0.45),
      piece('TONY', 0.1, 0.25),
      piece('151', 0.85, 0.95),
      piece('Third Base', 0.1, 0.4, 0.2),
      piece('UP THE SIDE', 0.01, 0.04, 0.3, false),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'TONY GWYNN',
      '151',
      'Third Base',
      'UP THE SIDE',
    ]);
  });
});
