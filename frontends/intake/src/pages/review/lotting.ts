import type { LotLowFmvPreview } from '@pennant/contracts';
import { formatMoney } from '@pennant/ui';
import { cardCount } from '../../shared/card-display';

/**
 * Send Low-FMV to Lot asks with the figures: how many cards go into how many lots, and how many of them are marked
 * Check, whose lots are titled from what was read on them. Nothing to lot is said, not asked.
 */
export function lotQuestion(preview: LotLowFmvPreview): {
  title: string;
  content: string;
  lotting: boolean;
} {
  const under = `under your minimum single FMV of ${formatMoney(preview.minSingleFmv)}`;
  if (preview.cards === 0)
    return {
      title: 'No cards to send to lots',
      content: `No card waiting for review is valued ${under}.`,
      lotting: false,
    };
  return {
    title: `Send ${cardCount(preview.cards)} to ${preview.lots} lot${preview.lots === 1 ? '' : 's'}?`,
    content: `Cards valued ${under} are grouped by your lotting mode (Settings) instead of being listed alone.${singleNote(preview)}${checkNote(preview)}`,
    lotting: true,
  };
}

/** " 2 of these lots would hold a single card: …", or nothing when every lot holds two cards or more. */
function singleNote({ lots, single }: LotLowFmvPreview): string {
  if (single === 0) return '';
  const which =
    single === lots
      ? lots === 1
        ? 'The lot would hold'
        : 'Each lot would hold'
      : `${single} of these lots would hold`;
  const [waits, its, one] =
    single === 1 ? ['it waits', 'its', 'it'] : ['they wait', 'their', 'one'];
  return ` ${which} a single card: a lot is listed from two cards or more, so ${waits} for more cards of ${its} kind (or open ${one} up on the Lots tab to list the card alone).`;
}

/** " 2 of them are marked Check: …", or nothing when none is. */
function checkNote({ cards, check }: LotLowFmvPreview): string {
  if (check === 0) return '';
  const who =
    check === cards
      ? cards === 1
        ? 'It is'
        : 'All of them are'
      : `${check} of them ${check === 1 ? 'is' : 'are'}`;
  return ` ${who} marked Check: a lot's title and description name the players, teams and years as read.`;
}
