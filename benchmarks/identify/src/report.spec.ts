import type { DatasetRow } from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import { parseBenchmarkArgs } from './args';
import type { CardOutcome } from './pipeline';
import { resultOf } from './report';

const ROW: DatasetRow = {
  front: 'images/1-front.jpg',
  back: 'images/1-back.jpg',
  player: 'Cam Neely',
  year: '1991',
  brand: 'Upper Deck',
  set: "Upper Deck McDonald's All-Stars",
  card_number: 'Mc-1',
  team: 'Boston Bruins',
  sport: 'hockey',
  year_label: '1991-92',
  variant: '',
  notes: '',
};

function outcome(
  card: Partial<Card> | null,
  seconds = 2,
  failure: string | null = null,
): CardOutcome {
  const identified = {
    status: 'identified',
    player: 'Cam Neely',
    year: 1991,
    brand: 'Upper Deck',
    set: "Upper Deck McDonald's All-Stars",
    cardNumber: 'MC-1',
    confidence: '0.95',
  };
  return {
    index: 0,
    row: ROW,
    card: card === null ? null : ({ ...identified, ...card } as Card),
    seconds,
    uploadSeconds: seconds / 4,
    failure,
  };
}

const FACTS = {
  dataset: 'cards-test',
  generated: false,
  queue: 'in-process' as const,
  workers: 2,
  workerProcesses: 0,
  inFlight: 4,
  wallSeconds: 36,
};

describe('benchmark figures', () => {
  it('scores the API cards against the labels, failures wrong on every field', () => {
    const result = resultOf(
      [
        outcome({}),
        outcome({ year: 1992, confidence: '0.91' }),
        outcome({ status: 'error', confidence: null }, 4, 'OCR failed'),
        outcome(null, 6, 'PUT front.jpg: 400'),
      ],
      FACTS,
    );
    expect(result.cards).toBe(4);
    expect(result.failed).toBe(2);
    expect(result.accuracy.player).toBe(0.5);
    expect(result.accuracy.year).toBe(0.25);
    expect(result.allFieldsExactPercent).toBe(25);
    expect(result.confident).toEqual({ threshold: 0.9, cards: 2, allFieldsExact: 0.5 });
    expect(result.cardsPerHour).toBe(400);
    expect(result.p95Seconds).toBe(6);
  });
});

describe('benchmark arguments', () => {
  it('needs exactly one of --dataset and --generate', () => {
    expect(() => parseBenchmarkArgs([], {})).toThrow('Give either --dataset or --generate');
    expect(() => parseBenchmarkArgs(['--dataset', 'a', '--generate', '5'], {})).toThrow();
  });

  it('takes Redis from REDIS_URL and splits the workers over worker processes', () => {
    const args = parseBenchmarkArgs(['--generate', '10', '--redis', '', '--workers', '4'], {
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(args).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      workers: 4,
      workerProcesses: 2,
      inFlight: 8,
    });
  });
});
