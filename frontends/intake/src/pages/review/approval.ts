import type { ApproveAllResponse, Card } from '@pennant/contracts';
import { cardCount } from '../../shared/card-display';
import { cardHeading } from '@pennant/ui';

/** Why approving a card deserves a second look: no price to list at, or Pennant is not sure what it is. */
export type ApprovalDoubt = ApproveAllResponse['skipped'][number]['reason'];

/** The doubt about approving a card, as Approve All judges it: no list price first, then "Check". */
export function approvalDoubt(card: Pick<Card, 'listPrice' | 'needsCheck'>): ApprovalDoubt | null {
  if (card.listPrice === null) return 'no_price';
  return card.needsCheck ? 'check' : null;
}

/**
 * Whether approving asks first: only for a doubtful card, only once a session for the same card (the dealer
 * answered already, e.g. before an undo), and not for a card marked Check once the dealer said not to ask again this
 * session (`trustCheck`). A card without a price always asks: its listing cannot go to eBay.
 */
export function asksBeforeApproving(
  card: Pick<Card, 'id' | 'listPrice' | 'needsCheck' | 'samePhotosAs'>,
  answered: ReadonlySet<string>,
  trustCheck = false,
): boolean {
  const doubt = approvalDoubt(card);
  if (doubt === null || answered.has(card.id)) return false;
  // Trusting the eye on the photos never covers a card made twice: the photos look right on both.
  return !(doubt === 'check' && trustCheck && card.samePhotosAs === null);
}

export function approvalQuestion(
  card: Pick<
    Card,
    'doubtfulFields' | 'samePhotosAs' | 'player' | 'year' | 'brand' | 'set' | 'cardNumber'
  >,
  doubt: ApprovalDoubt,
): { title: string; content: string } {
  const name = cardHeading(card);
  if (card.samePhotosAs !== null)
    return {
      title: 'Approve a second card from the same photos?',
      content: `${name}: another of your cards was made from these photos. Approving both lists the card twice on eBay; delete one unless you have two of this card.`,
    };
  if (doubt === 'no_price')
    return {
      title: 'Approve without a price?',
      content: `${name}: Pennant found no price for this card, so its listing cannot go to eBay until you give it one (Edit).`,
    };
  return {
    title: 'Approve a card Pennant is not sure of?',
    content: `${name}: its marked fields may be wrong; the listing will say what the card shows now.`,
  };
}

const REASON_TEXT: Record<ApprovalDoubt, [string, string]> = {
  no_price: ['has no price', 'have no price'],
  check: ['is marked Check', 'are marked Check'],
};

/** "1 has no price, 2 are marked Check" */
function reasonsText(skipped: ApproveAllResponse['skipped']): string {
  return (Object.keys(REASON_TEXT) as ApprovalDoubt[])
    .map((reason) => [reason, skipped.filter((skip) => skip.reason === reason).length] as const)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} ${REASON_TEXT[reason][count === 1 ? 0 : 1]}`)
    .join(', ');
}

/** "Skipped 3: 1 has no price, 2 are marked Check."; empty when none was skipped. */
/**
 * The cards Approve All left that still wait for review: one approved, lotted or deleted since is no longer the
 * dealer's to look at. Null when none is left, so the note about them goes.
 */
export function stillSkipped(
  skipped: ApproveAllResponse['skipped'] | null,
  pending: Pick<Card, 'id'>[],
): ApproveAllResponse['skipped'] | null {
  if (!skipped) return null;
  const waiting = new Set(pending.map((card) => card.id));
  const left = skipped.filter((skip) => waiting.has(skip.cardId));
  return left.length ? left : null;
}

export function skippedSummary(skipped: ApproveAllResponse['skipped']): string {
  if (skipped.length === 0) return '';
  return `Skipped ${skipped.length}: ${reasonsText(skipped)}.`;
}

/**
 * What Approve All asks before it runs, counted on the cards it is about to judge: how many it approves and how many
 * it leaves (and why), so "Approve 6 cards?" never stands over a run that approves one. `approvable` is 0 when every
 * card would be left.
 */
export function approveAllQuestion(
  cards: Pick<Card, 'id' | 'listPrice' | 'needsCheck'>[],
  filtered: boolean,
  autoPublish?: boolean,
): { title: string; content: string; approvable: number } {
  const left = cards.flatMap((card) => {
    const reason = approvalDoubt(card);
    return reason ? [{ cardId: card.id, reason }] : [];
  });
  const approvable = cards.length - left.length;
  const cardsMeant = filtered ? 'The cards matching your filters' : 'The cards pending review';
  if (approvable === 0)
    return {
      title: 'No card to approve all at once',
      content: `${cardsMeant} all need a look first (${reasonsText(left)}): approve them one by one.`,
      approvable,
    };
  const leftNote = left.length ? ` Left for you to approve one by one: ${reasonsText(left)}.` : '';
  return {
    title: left.length
      ? `Approve ${approvable} of ${cardCount(cards.length)}?`
      : `Approve ${cardCount(approvable)}?`,
    content: `${cardsMeant} that are priced and not marked Check are approved, ${afterApproval(autoPublish, 'them')}.${leftNote}`,
    approvable,
  };
}

/**
 * What approving does next: with Publish automatically on, the listing is sent to eBay once prepared (Prepare Listings
 * shows what stops one); off, it waits there for the dealer to publish ("queued for listing" read as if it were on
 * its way). Before the setting is read: only that it is being prepared.
 */
export function afterApproval(autoPublish: boolean | undefined, which: 'it' | 'them'): string {
  const listing = which === 'it' ? 'its listing is' : 'their listings are';
  if (autoPublish === undefined) return `${listing} being prepared`;
  return autoPublish
    ? `${listing} prepared and sent to eBay (Prepare Listings shows anything that stops ${which})`
    : `${listing} ready to publish in Prepare Listings`;
}

/** "Approved 3 cards. Skipped 2: 1 has no price, 1 is marked Check." */
export function approveAllSummary({
  approved,
  skipped,
}: Pick<ApproveAllResponse, 'approved' | 'skipped'>): string {
  const head = `Approved ${cardCount(approved)}`;
  return skipped.length === 0 ? head : `${head}. ${skippedSummary(skipped)}`;
}

/** The cards approved this session, most recent last: what Undo and the U key take back. */
export function withApproved(stack: readonly string[], cardIds: string[]): string[] {
  return [...stack.filter((id) => !cardIds.includes(id)), ...cardIds];
}

export function withoutApproved(stack: readonly string[], cardIds: string[]): string[] {
  return stack.filter((id) => !cardIds.includes(id));
}

/** The approval the U key undoes: the last one of the session. */
export function lastApproved(stack: readonly string[]): string | null {
  return stack.at(-1) ?? null;
}
