import type { ImageRole, OcrLine, OcrReading } from '../types';

/**
 * Builds an OcrReading from text lines laid out top to bottom (for tests and for tools that have only text).
 * A line may carry its own box and confidence; otherwise lines are stacked evenly over the card.
 */
export function readingFromLines(
  role: ImageRole,
  lines: (string | (Partial<OcrLine> & { text: string }))[],
): OcrReading {
  const step = 1 / Math.max(lines.length, 1);
  const ocrLines: OcrLine[] = lines.map((line, i) => {
    const given = typeof line === 'string' ? { text: line } : line;
    return {
      text: given.text,
      confidence: given.confidence ?? 85,
      box: given.box ?? { x0: 0.1, y0: i * step, x1: 0.9, y1: i * step + step * 0.8 },
    };
  });
  return {
    role,
    lines: ocrLines,
    text: ocrLines.map((line) => line.text).join('\n'),
    rotation: 0,
    aspect: 0.71,
  };
}
