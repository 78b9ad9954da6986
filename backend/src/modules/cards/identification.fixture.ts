import type { Identification } from '@pennant/card-recognition';

/** What the engine answers for a clean 1989 Upper Deck #1 Griffey (tests only). */
export function griffeyReading(overrides: Partial<Identification> = {}): Identification {
  return {
    player: 'Ken Griffey Jr.',
    team: 'Seattle Mariners',
    sport: 'baseball',
    year: 1989,
    brand: 'Upper Deck',
    set: 'Upper Deck',
    cardNumber: '1',
    variant: null,
    rookieCard: true,
    autograph: false,
    memorabilia: false,
    serialNumber: null,
    graded: null,
    confidence: 0.95,
    sources: {},
    text: [],
    timings: { totalMs: 1, ocrMs: 1 },
    ...overrides,
  };
}
