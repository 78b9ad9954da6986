import type { Card } from '@pennant/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import {
  editedCardId,
  isOpenedPanelEntry,
  openedPanelState,
  searchWithEditedCard,
} from './edit-address';

/** What the page asks of the open edit panel when the browser's Back would take it away. */
export interface EditPanelControls {
  /** How many fields the dealer changed and has not saved. */
  unsaved(): number;
  /** Whether the panel is asking "Discard your changes?" now. */
  asking(): boolean;
  /** Asks "Discard your changes?"; the panel closes if the dealer says so. */
  askToDiscard(): void;
  /** Lets the changes go and closes, as the question's Discard does. */
  discard(): void;
}

/**
 * Which card's edit panel is open, kept in the address (`?edit=<cardId>`): opening the panel adds a history entry,
 * so the browser's Back (a phone's back gesture) closes the panel instead of leaving the page. With unsaved changes
 * Back asks first, keeping the panel open (a second Back while asked discards, as Discard does); Forward and a
 * reload open the panel again on the card, as saved. Closing the panel steps back off its entry, so Back afterwards
 * leaves the page as it would have without the panel.
 *
 * `cards` are the cards the page shows (where the card named in the address is looked for once `loaded`).
 */
export function useCardEditing(cards: readonly Card[], loaded: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  // The card as it was when the panel opened: what the dealer's changes are measured against.
  const [editing, setEditing] = useState<Card | null>(null);
  const controls = useRef<EditPanelControls | null>(null);
  /** The card whose entry the panel, closed, is stepping back from; the step lands a moment later. */
  const leaving = useRef<string | null>(null);
  const latest = useRef<Location>(location);
  latest.current = location;

  const addressOf = useCallback(
    (cardId: string | null, from: Location = latest.current) => ({
      pathname: from.pathname,
      search: searchWithEditedCard(from.search, cardId),
      hash: from.hash,
    }),
    [],
  );

  /** Adds the panel's entry on top of the page's. */
  const pushPanelEntry = useCallback(
    (cardId: string) => navigate(addressOf(cardId), { state: openedPanelState(cardId) }),
    [navigate, addressOf],
  );

  const edit = useCallback(
    (card: Card) => {
      setEditing(card);
      // Still stepping back off the last card's entry: this one's is added once that step has landed.
      if (!leaving.current) pushPanelEntry(card.id);
    },
    [pushPanelEntry],
  );

  /** The panel closed (saved, cancelled or discarded): its entry goes too. */
  const closed = useCallback(() => {
    setEditing(null);
    const current = latest.current;
    const cardId = editedCardId(current.search);
    if (!cardId) return;
    if (isOpenedPanelEntry(current.state, cardId)) {
      leaving.current = cardId;
      navigate(-1);
    } else {
      navigate(addressOf(null, current), { replace: true, state: current.state });
    }
  }, [navigate, addressOf]);

  const addressed = editedCardId(location.search);
  useEffect(() => {
    if (leaving.current) {
      if (addressed === leaving.current) return;
      leaving.current = null;
      if (editing && addressed !== editing.id) pushPanelEntry(editing.id);
      return;
    }
    if (editing && addressed !== editing.id) {
      leavePanel(controls.current, () => pushPanelEntry(editing.id), closed);
      return;
    }
    if (editing || !addressed) return;
    const card = cards.find((candidate) => candidate.id === addressed);
    if (card) {
      // A link or a typed address: the page without the panel is put under it, for Back to close the panel.
      if (!isOpenedPanelEntry(location.state, addressed)) {
        navigate(addressOf(null), { replace: true });
        pushPanelEntry(addressed);
      }
      setEditing(card);
    } else if (loaded) {
      // Not among the page's cards (approved since, deleted, on another page): the panel stays closed.
      navigate(addressOf(null), { replace: true, state: location.state });
    }
  }, [
    addressed,
    location.key,
    location.state,
    editing,
    cards,
    loaded,
    navigate,
    addressOf,
    pushPanelEntry,
    closed,
  ]);

  return { editing, edit, panel: { card: editing, onClose: closed, controls } };
}

/**
 * The address no longer names the open card (Back, a phone's back gesture): the panel closes if nothing is unsaved;
 * otherwise its entry is put back and the dealer is asked. Back again while asked lets the changes go.
 */
function leavePanel(
  panel: EditPanelControls | null,
  putEntryBack: () => void,
  close: () => void,
): void {
  if (!panel || panel.unsaved() === 0) return close();
  if (panel.asking()) return panel.discard();
  putEntryBack();
  panel.askToDiscard();
}
