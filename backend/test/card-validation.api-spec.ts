import type { Card } from '@pennant/contracts';
import { approvedCards, readyToSell } from './support/listing-fixtures';
import { signIn, type Agent } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * What the card edit panel saves is what eBay will take: a grader and a grade from eBay's lists, a serial number no
 * higher than its print run. A value eBay would refuse at publish is refused on save, naming the field; one that
 * got in before is refused at publish saying where to fix it, without eBay's ids.
 */
describe('Card values eBay would refuse', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'card_values_dealer');
  });
  afterAll(() => app.close());

  async function aCard(): Promise<Card> {
    const [id] = await approvedCards(app, dealer, 1, { status: 'identified' });
    return (await dealer.get(`/api/cards/${id}`).expect(200)).body;
  }

  const edit = (id: string, body: object) => dealer.patch(`/api/cards/${id}`).send(body);

  it('refuses a grade eBay does not list, naming the field and listing the grades', async () => {
    const card = await aCard();
    const refused = await edit(card.id, { grader: 'PSA', grade: '11' }).expect(400);
    const message =
      'grade must be one eBay lists for graded cards: 10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1 or Authentic; "11" is not';
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(refused.body.errors).toEqual([{ field: 'grade', message }]);
    // Nothing was saved: the grader sent with it neither.
    const after = (await dealer.get(`/api/cards/${card.id}`).expect(200)).body as Card;
    expect(after).toMatchObject({ grader: null, grade: null });
  });

  it('refuses a grader eBay does not list, naming the field and the value', async () => {
    const card = await aCard();
    const refused = await edit(card.id, { grader: 'XYZ', grade: '11' }).expect(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'grader',
        message: expect.stringMatching(
          /^grader must be one eBay lists for graded cards: PSA, .*BGS, .*SGC, .*Other.*; "XYZ" is not$/,
        ),
      },
      { field: 'grade', message: expect.stringContaining('"11" is not') },
    ]);
  });

  it('takes graders and grades as dealers type them, saved as eBay lists them', async () => {
    const card = await aCard();
    const cases: [object, { grader: string | null; grade: string | null }][] = [
      [
        { grader: 'PSA', grade: '9.5' },
        { grader: 'PSA', grade: '9.5' },
      ],
      [
        { grader: 'bgs', grade: '9.0' },
        { grader: 'BGS', grade: '9' },
      ],
      [
        { grader: 'Beckett', grade: 'GEM MT 10' },
        { grader: 'BGS', grade: '10' },
      ],
      [
        { grader: 'sgc', grade: '10' },
        { grader: 'SGC', grade: '10' },
      ],
      [
        { grader: 'CGC', grade: 'Authentic' },
        { grader: 'CGC', grade: 'Authentic' },
      ],
      [
        { grader: 'Arena Club', grade: '1' },
        { grader: 'Arena Club', grade: '1' },
      ],
      [
        { grader: null, grade: '' },
        { grader: null, grade: null },
      ],
    ];
    for (const [body, saved] of cases) {
      const answer = await edit(card.id, body).expect(200);
      expect({ body, saved: answer.body }).toEqual({ body, saved: expect.objectContaining(saved) });
    }
  });

  it('refuses a serial number above its print run, and takes a possible one', async () => {
    const card = await aCard();
    const refused = await edit(card.id, { serialNumber: '150/99' }).expect(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'serialNumber',
        message: 'serialNumber 150/99: the number must not be above the print run',
      },
    ]);
    const zero = await edit(card.id, { serialNumber: '0/99' }).expect(400);
    expect(zero.body.errors).toEqual([
      { field: 'serialNumber', message: 'serialNumber 0/99: the number must be 1 or more' },
    ]);
    for (const serialNumber of ['99/99', '23/99', '/99', '1/1']) {
      const saved = await edit(card.id, { serialNumber }).expect(200);
      expect(saved.body.serialNumber).toBe(serialNumber);
    }
  });

  it('keeps a market value outside the market range: the dealer may know better than the comparables', async () => {
    const card = await aCard();
    const saved = await edit(card.id, {
      estimatedLow: '10.00',
      estimatedHigh: '50.00',
      marketValue: '100.00',
    }).expect(200);
    expect(saved.body).toMatchObject({
      estimatedLow: '10.00',
      estimatedHigh: '50.00',
      marketValue: '100.00',
    });
  });

  it('takes a market value up to the most a card may be worth, and reprices it with any markup', async () => {
    const card = await aCard();
    const other = await aCard();
    const refused = await edit(card.id, { marketValue: '100000000.00' }).expect(400);
    expect(refused.body.message).toContain('marketValue must be a decimal from');
    expect(refused.body.message).toContain('99999999.99');
    const saved = await edit(card.id, { marketValue: '99999999.99' }).expect(200);
    // With the markup it would ask more than one listing may: it asks the most, a price the card can keep.
    expect(saved.body).toMatchObject({ marketValue: '99999999.99', listPrice: '99999999.99' });
    await edit(other.id, { marketValue: '10.00' }).expect(200);
    // A new markup reprices every card awaiting review, the dearest too (it once overflowed a price, and answered 500).
    await dealer.put('/api/dealer/settings').send({ defaultMarkupPercent: '100.00' }).expect(200);
    expect((await dealer.get(`/api/cards/${card.id}`).expect(200)).body.listPrice).toBe(
      '99999999.99',
    );
    // The price it asks is one the card takes back as it is.
    await edit(card.id, { listPrice: '99999999.99' }).expect(200);
    expect((await dealer.get(`/api/cards/${other.id}`).expect(200)).body.listPrice).toBe('20.00');
    await dealer.put('/api/dealer/settings').send({ defaultMarkupPercent: '8.00' }).expect(200);
  });

  it('says where to fix a grade saved before these rules, without eBay ids, when publishing', async () => {
    await readyToSell(dealer);
    const [cardId] = await approvedCards(app, dealer, 1, { grader: 'PSA', grade: '11' });
    const { body } = await dealer.post(`/api/cards/${cardId}/prepare-listing`).expect(200);
    expect(body.problems).toEqual([
      'eBay does not list the grade "11" for graded cards: edit the card\'s Grade on /cards',
    ]);
    const publish = await dealer
      .post('/api/listings/publish')
      .send({ cardIds: [cardId] })
      .expect(202);
    expect(publish.body.queued).toEqual([]);
    expect(publish.body.errors).toEqual([
      expect.objectContaining({
        cardId,
        error: expect.stringContaining("edit the card's Grade on /cards"),
      }),
    ]);
    expect(publish.body.errors[0].error).not.toMatch(/\(\d{5}\)/);
  });
});
