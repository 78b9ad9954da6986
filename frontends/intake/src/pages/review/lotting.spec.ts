import { lotQuestion } from './lotting';

const preview = (cards: number, check: number, lots: number, single = 0) => ({
  cards,
  check,
  lots,
  single,
  minSingleFmv: '4.00',
});

describe('the question before sending low-FMV cards to lots', () => {
  it('says how many cards go into how many lots, under which minimum', () => {
    expect(lotQuestion(preview(5, 0, 2))).toEqual({
      title: 'Send 5 cards to 2 lots?',
      content:
        'Cards valued under your minimum single FMV of $4.00 are grouped by your lotting mode (Settings) instead of being listed alone.',
      lotting: true,
    });
    expect(lotQuestion(preview(1, 0, 1)).title).toBe('Send 1 card to 1 lot?');
  });

  it('says how many of them are marked Check, whose lots are named as read', () => {
    expect(lotQuestion(preview(5, 2, 2)).content).toMatch(
      /2 of them are marked Check: a lot's title and description name the players, teams and years as read\.$/,
    );
    expect(lotQuestion(preview(3, 3, 1)).content).toMatch(/All of them are marked Check/);
    expect(lotQuestion(preview(1, 1, 1)).content).toMatch(/It is marked Check/);
    expect(lotQuestion(preview(4, 1, 1)).content).toMatch(/1 of them is marked Check/);
  });

  it('warns of lots that would hold a single card, which wait for more before they can be listed', () => {
    expect(lotQuestion(preview(3, 0, 3, 3)).content).toMatch(
      /Each lot would hold a single card: a lot is listed from two cards or more, so they wait for more cards of their kind/,
    );
    expect(lotQuestion(preview(1, 0, 1, 1)).content).toMatch(
      /The lot would hold a single card: .* so it waits for more cards of its kind \(or open it up on the Lots tab to list the card alone\)\./,
    );
    expect(lotQuestion(preview(3, 0, 2, 1)).content).toMatch(
      /1 of these lots would hold a single card/,
    );
    expect(lotQuestion(preview(4, 0, 2, 0)).content).not.toMatch(/single card/);
  });

  it('says there is nothing to lot rather than asking', () => {
    expect(lotQuestion(preview(0, 0, 0))).toEqual({
      title: 'No cards to send to lots',
      content: 'No card waiting for review is valued under your minimum single FMV of $4.00.',
      lotting: false,
    });
  });
});
