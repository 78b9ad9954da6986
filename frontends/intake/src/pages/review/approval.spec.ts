import { buildCard } from '../../testing/card-builder';
import {
  stillSkipped,
  approvalDoubt,
  approvalQuestion,
  approveAllQuestion,
  approveAllSummary,
  asksBeforeApproving,
  lastApproved,
  withApproved,
  withoutApproved,
} from './approval';

describe('approving', () => {
  it('has doubts about a card without a price or marked Check, none about a priced sure card', () => {
    expect(approvalDoubt(buildCard({ listPrice: null, needsCheck: true }))).toBe('no_price');
    expect(approvalDoubt(buildCard({ needsCheck: true }))).toBe('check');
    expect(approvalDoubt(buildCard())).toBeNull();
  });

  it('asks once per card in a session', () => {
    const check = buildCard({ needsCheck: true });
    expect(asksBeforeApproving(check, new Set())).toBe(true);
    expect(asksBeforeApproving(check, new Set([check.id]))).toBe(false);
    expect(asksBeforeApproving(buildCard(), new Set())).toBe(false);
  });

  it('stops asking for cards marked Check once told to, but always asks for a card without a price', () => {
    const check = buildCard({ needsCheck: true });
    expect(asksBeforeApproving(check, new Set(), true)).toBe(false);
    expect(asksBeforeApproving(buildCard({ listPrice: null }), new Set(), true)).toBe(true);
    expect(
      asksBeforeApproving(buildCard({ listPrice: null, needsCheck: true }), new Set(), true),
    ).toBe(true);
  });

  it('always asks before approving a card made from the same photos as another, saying so', () => {
    const copy = buildCard({
      needsCheck: true,
      samePhotosAs: 'c0ffee00-0000-4000-8000-000000000002',
    });
    expect(asksBeforeApproving(copy, new Set(), true)).toBe(true);
    expect(approvalQuestion(copy, 'check').title).toBe(
      'Approve a second card from the same photos?',
    );
    expect(approvalQuestion(buildCard({ needsCheck: true }), 'check').title).toBe(
      'Approve a card Pennant is not sure of?',
    );
    // The question names the card it is about, so a dealer at the keyboard sees which one A would approve.
    expect(approvalQuestion(buildCard({ needsCheck: true }), 'check').content).toMatch(
      /^Mike Trout · 2011 Topps Update #US175: /,
    );
  });

  it('asks Approve All with the count it will approve and the cards it will leave', () => {
    const sure = [buildCard(), buildCard()];
    const doubtful = [
      buildCard({ needsCheck: true }),
      buildCard({ listPrice: null }),
      buildCard({ needsCheck: true }),
    ];
    const mixed = approveAllQuestion([...sure, ...doubtful], false, false);
    expect(mixed.title).toBe('Approve 2 of 5 cards?');
    expect(mixed.content).toBe(
      'The cards pending review that are priced and not marked Check are approved, their listings are ready to publish in Prepare Listings. ' +
        'Left for you to approve one by one: 1 has no price, 2 are marked Check.',
    );
    expect(mixed.approvable).toBe(2);
    expect(approveAllQuestion(sure, true, false)).toEqual({
      title: 'Approve 2 cards?',
      content:
        'The cards matching your filters that are priced and not marked Check are approved, their listings are ready to publish in Prepare Listings.',
      approvable: 2,
    });
    expect(approveAllQuestion(sure, false, true).content).toBe(
      'The cards pending review that are priced and not marked Check are approved, their listings are prepared and sent to eBay (Prepare Listings shows anything that stops them).',
    );
    expect(approveAllQuestion(sure, false, undefined).content).toBe(
      'The cards pending review that are priced and not marked Check are approved, their listings are being prepared.',
    );
    expect(approveAllQuestion(doubtful.slice(0, 1), false)).toEqual({
      title: 'No card to approve all at once',
      content:
        'The cards pending review all need a look first (1 is marked Check): approve them one by one.',
      approvable: 0,
    });
  });

  it('tells how many cards Approve All approved and why it skipped the others', () => {
    expect(approveAllSummary({ approved: 3, skipped: [] })).toBe('Approved 3 cards');
    expect(
      approveAllSummary({
        approved: 1,
        skipped: [
          { cardId: 'a', reason: 'check' },
          { cardId: 'b', reason: 'no_price' },
          { cardId: 'c', reason: 'check' },
        ],
      }),
    ).toBe('Approved 1 card. Skipped 3: 1 has no price, 2 are marked Check.');
  });

  it('undoes the last approval of the session first', () => {
    let stack = withApproved([], ['a']);
    stack = withApproved(stack, ['b', 'c']);
    expect(lastApproved(stack)).toBe('c');
    stack = withoutApproved(stack, ['c']);
    expect(lastApproved(stack)).toBe('b');
    expect(lastApproved(withApproved(stack, ['a']))).toBe('a');
    expect(lastApproved([])).toBeNull();
  });
});

describe('the note about cards Approve All left', () => {
  const skipped = [
    { cardId: 'a', reason: 'check' as const },
    { cardId: 'b', reason: 'check' as const },
  ];

  it('keeps the skipped cards still waiting for review, and goes once none is', () => {
    expect(stillSkipped(skipped, [{ id: 'b' }, { id: 'c' }])).toEqual([skipped[1]]);
    expect(stillSkipped(skipped, [{ id: 'c' }])).toBeNull();
    expect(stillSkipped(null, [{ id: 'a' }])).toBeNull();
  });
});
