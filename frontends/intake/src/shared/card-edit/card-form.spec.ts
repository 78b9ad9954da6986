import { buildCard } from '../../testing/card-builder';
import { ApiError } from '@pennant/api-client';
import {
  changedFields,
  checkGrade,
  checkGrader,
  checkSerialNumber,
  checkYear,
  DEFAULT_CONDITION,
  fieldErrorsOf,
  formValuesOf,
  GRADE_SUGGESTIONS,
  GRADER_SUGGESTIONS,
  gradingNote,
  listPriceAllowed,
  marketValueNote,
  parseYear,
  moneyTyped,
} from './card-form';

describe('card edit form', () => {
  it('sends nothing when nothing changed', () => {
    const card = buildCard();
    expect(changedFields(card, formValuesOf(card))).toEqual({});
  });

  it('sends only the changed fields, trimmed, with money as two-place decimals and the year as a number', () => {
    const card = buildCard({ marketValue: '150.00', listPrice: '162.00' });
    const values = {
      ...formValuesOf(card),
      player: '  Mike Trout Jr ',
      year: '2012',
      listPrice: '151.5',
      rookieCard: false,
    };
    expect(changedFields(card, values)).toEqual({
      player: 'Mike Trout Jr',
      year: 2012,
      listPrice: '151.50',
      rookieCard: false,
    });
  });

  it('takes money as dealers type it, with a dollar sign or thousands grouped', () => {
    const card = buildCard({ marketValue: '150.00', listPrice: '162.00' });
    expect(moneyTyped('$4.50')).toBe(true);
    expect(moneyTyped('1,250')).toBe(true);
    expect(moneyTyped('4.5.0')).toBe(false);
    expect(moneyTyped('')).toBe(true);
    expect(
      changedFields(card, { ...formValuesOf(card), listPrice: '$4.50', marketValue: '$1,250' }),
    ).toEqual({ listPrice: '4.50', marketValue: '1250.00' });
  });

  it('reads the year as dealers write it: in full, as a season or in two digits', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const read = (text: string) => parseYear(text, now);
    expect(read('1991')).toBe(1991);
    expect(read(' 1991-92 ')).toBe(1991);
    expect(read('91-92')).toBe(1991);
    expect(read('1991/1992')).toBe(1991);
    expect(read('1999-00')).toBe(1999);
    expect(read("'91")).toBe(1991);
    expect(read('91')).toBe(1991);
    expect(read('05')).toBe(2005);
    expect(read('27')).toBe(2027);
    expect(read('28')).toBe(1928);
    for (const nonsense of ['', 'abc', '1991-93', '91-91', '1850', '2031', '199', '1991-92-93'])
      expect(read(nonsense)).toBeNull();
  });

  it('sends the year typed as a season as the card year, and refuses one it cannot read', async () => {
    const card = buildCard({ year: null });
    expect(changedFields(card, { ...formValuesOf(card), year: '91-92' })).toEqual({ year: 1991 });
    await expect(checkYear('91-92')).resolves.toBeUndefined();
    await expect(checkYear('')).resolves.toBeUndefined();
    await expect(checkYear('nineteen')).rejects.toThrow('A year, such as 1991, 91 or 1991-92');
  });

  it('turns an emptied field into null', () => {
    const card = buildCard({
      team: 'Los Angeles Angels',
      estimatedLow: '10.00',
      storageBox: 'B12',
    });
    expect(
      changedFields(card, {
        ...formValuesOf(card),
        team: ' ',
        estimatedLow: '',
        storageBox: '',
      }),
    ).toEqual({ team: null, estimatedLow: null, storageBox: null });
  });

  it("maps the ungraded condition, with Settings' default as null", () => {
    const card = buildCard({ cardCondition: null });
    expect(formValuesOf(card).cardCondition).toBe(DEFAULT_CONDITION);
    expect(changedFields(card, { ...formValuesOf(card), cardCondition: 'excellent' })).toEqual({
      cardCondition: 'excellent',
    });
    const graded = buildCard({ cardCondition: 'poor' });
    expect(
      changedFields(graded, { ...formValuesOf(graded), cardCondition: DEFAULT_CONDITION }),
    ).toEqual({ cardCondition: null });
  });

  it('sends the storage location the dealer typed', () => {
    const card = buildCard();
    expect(
      changedFields(card, {
        ...formValuesOf(card),
        storageBox: ' B12 ',
        storageRow: 'R3',
        storageSlot: '45',
      }),
    ).toEqual({ storageBox: 'B12', storageRow: 'R3', storageSlot: '45' });
  });

  it("takes a list price eBay takes, or the card's own price left as the market set it", () => {
    expect(listPriceAllowed('0.99', '4.32')).toBe(true);
    expect(listPriceAllowed('0', '4.32')).toBe(false);
    expect(listPriceAllowed('0.50', '4.32')).toBe(false);
    expect(listPriceAllowed('0.54', '0.54')).toBe(true);
    expect(listPriceAllowed('', '4.32')).toBe(true);
  });

  it("offers eBay's graders and grades, and refuses others before saving with the API's message", async () => {
    expect(GRADER_SUGGESTIONS).toEqual(
      expect.arrayContaining(['PSA', 'BGS', 'SGC', 'CGC', 'Other']),
    );
    expect(GRADE_SUGGESTIONS[0]).toBe('10');
    expect(GRADE_SUGGESTIONS).toEqual(expect.arrayContaining(['9.5', '1', 'Authentic']));
    await expect(checkGrade('11')).rejects.toThrow(
      'Grade must be one eBay lists for graded cards: 10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1 or Authentic; "11" is not',
    );
    await expect(checkGrader('XYZ')).rejects.toThrow(
      /^Grader must be one eBay lists for graded cards: PSA, .* or AiGrading; "XYZ" is not$/,
    );
    for (const [grader, grade] of [
      ['PSA', '9.5'],
      ['bgs', '9.0'],
      ['Beckett', 'GEM MT 10'],
      ['SGC', 'Authentic'],
      ['', ''],
    ]) {
      await expect(checkGrader(grader)).resolves.toBeUndefined();
      await expect(checkGrade(grade)).resolves.toBeUndefined();
    }
  });

  it('refuses a serial number above its print run before saving', async () => {
    await expect(checkSerialNumber('150/99')).rejects.toThrow(
      'Serial number 150/99: the number must not be above the print run',
    );
    for (const fine of ['23/99', '99/99', '/99', ''])
      await expect(checkSerialNumber(fine)).resolves.toBeUndefined();
  });

  it('sends the grader and grade as eBay lists them, and nothing when only the spelling differs', () => {
    const raw = buildCard();
    expect(changedFields(raw, { ...formValuesOf(raw), grader: ' bgs ', grade: '9.0' })).toEqual({
      grader: 'BGS',
      grade: '9',
    });
    const slab = buildCard({ grader: 'PSA', grade: '10' });
    expect(changedFields(slab, { ...formValuesOf(slab), grader: 'psa', grade: '10.0' })).toEqual(
      {},
    );
    // What the API would refuse is sent as typed: the rule above stops it first, the server says so last.
    expect(changedFields(raw, { ...formValuesOf(raw), grade: '11' })).toEqual({ grade: '11' });
  });

  it('says a grader without a grade, or a grade without a grader, lists the card as ungraded', () => {
    expect(gradingNote('PSA', '')).toBe('Add the grade too: without it the card lists as ungraded');
    expect(gradingNote(' ', '10')).toBe(
      'Add the grader too: without it the card lists as ungraded',
    );
    expect(gradingNote('PSA', '10')).toBeNull();
    expect(gradingNote('', '')).toBeNull();
  });

  it('warns of a market value outside the market range without refusing it', () => {
    expect(marketValueNote('100', '10.00', '50.00')).toBe(
      'Above the market range ($10.00–$50.00): saved as you set it',
    );
    expect(marketValueNote('5', '10.00', '50.00')).toBe(
      'Below the market range ($10.00–$50.00): saved as you set it',
    );
    expect(marketValueNote('100', '', '50')).toBe(
      "Above the market range's high ($50.00): saved as you set it",
    );
    for (const fine of ['10', '50.00', '25', '', 'abc'])
      expect(marketValueNote(fine, '10.00', '50.00')).toBeNull();
    expect(marketValueNote('100', '', '')).toBeNull();
  });

  it("puts the API's refusal under the fields it names", () => {
    const refused = new ApiError(
      400,
      JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'x',
        errors: [
          { field: 'grade', message: 'grade must be one eBay lists' },
          { field: 'serialNumber', message: 'serialNumber 150/99: no' },
          { field: 'body', message: 'not a form field' },
          { message: 'no field' },
        ],
      }),
      'Bad Request',
    );
    expect(fieldErrorsOf(refused)).toEqual([
      { name: 'grade', errors: ['grade must be one eBay lists'] },
      { name: 'serialNumber', errors: ['serialNumber 150/99: no'] },
    ]);
    expect(fieldErrorsOf(new Error('offline'))).toEqual([]);
  });
});
