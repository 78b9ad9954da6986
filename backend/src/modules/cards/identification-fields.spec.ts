import { MikroORM } from '@mikro-orm/postgresql';
import { applyIdentification, confidenceOf } from './identification-fields';
import { Card } from './entities/card.entity';
import { CardImage } from './entities/card-image.entity';
import { griffeyReading } from './identification.fixture';

function cardWithSides(): Card {
  const card = new Card();
  (['front', 'back'] as const).forEach((type, position) => {
    const image = new CardImage();
    Object.assign(image, { card, position, type, isPrimary: position === 0, url: `/${type}` });
    card.images.add(image);
  });
  return card;
}

const sides = (card: Card) =>
  card.images
    .getItems()
    .map((image) => `${image.url}:${image.type}@${image.position}${image.isPrimary ? '*' : ''}`);

const reading = griffeyReading({
  graded: { grader: 'PSA', grade: '9', certNumber: '12345678' },
  confidence: 0.937,
});

describe('applyIdentification', () => {
  it('copies what the engine read, the slab label into grader, grade and condition', () => {
    const card = new Card();
    applyIdentification(card, reading);
    expect(card).toMatchObject({
      player: 'Ken Griffey Jr.',
      year: 1989,
      cardNumber: '1',
      rookieCard: true,
      grader: 'PSA',
      grade: '9',
      certNumber: '12345678',
      condition: 'PSA 9',
      confidence: '0.93',
    });
  });

  it('never overwrites a field the dealer corrected', () => {
    const card = new Card();
    card.player = 'Ken Griffey Sr.';
    card.year = 1990;
    card.correctedFields = ['player', 'year'];
    applyIdentification(card, reading);
    expect(card.player).toBe('Ken Griffey Sr.');
    expect(card.year).toBe(1990);
    expect(card.brand).toBe('Upper Deck');
  });

  it('keeps a condition the dealer set when the card is not slabbed', () => {
    const card = new Card();
    card.condition = 'Near Mint';
    applyIdentification(card, { ...reading, graded: null });
    expect(card.condition).toBe('Near Mint');
    expect(card.grader).toBeNull();
  });
});

describe('applyIdentification and the sides of the photos', () => {
  let orm: MikroORM;
  // Entity metadata for collections; nothing connects to a database.
  beforeAll(async () => {
    orm = await MikroORM.init({ entities: [Card, CardImage], dbName: 'unused', connect: false });
  });
  afterAll(() => orm.close());

  it('makes the photo given as the back the front when the engine found them the other way round', () => {
    const card = cardWithSides();
    applyIdentification(card, { ...reading, sidesSwapped: true });
    expect(sides(card)).toEqual(['/front:back@1', '/back:front@0*']);
  });

  it('leaves the sides as given otherwise', () => {
    const card = cardWithSides();
    applyIdentification(card, { ...reading, sidesSwapped: false });
    expect(sides(card)).toEqual(['/front:front@0*', '/back:back@1']);
  });
});

describe('confidenceOf', () => {
  it.each([
    [0.937, '0.93'],
    [0.899, '0.89'],
    [1, '1.00'],
    [1.2, '1.00'],
    [-0.1, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s -> %s (never rounded up past what the evidence says)', (value, expected) => {
    expect(confidenceOf(value)).toBe(expected);
  });
});
