import { Injectable } from '@nestjs/common';

/** Cards as other modules see them in lifecycle notices: ids only. */
export interface CardRef {
  id: string;
  dealerId: string;
}

/** Lots as other modules see them in lifecycle notices. */
export interface LotRef {
  id: string;
  dealerId: string;
}

/** The notice's view of a card. */
export function cardRef(card: { id: string; dealerId: string }): CardRef {
  return { id: card.id, dealerId: card.dealerId };
}

type Guard = (card: CardRef) => Promise<void>;
type Listener = (cards: CardRef[]) => Promise<void>;
type LotsListener = (lots: LotRef[]) => Promise<void>;

/**
 * What other modules need to know about a card's life without the cards module knowing them:
 * a module that keeps something per card (a prepared or live listing) registers here in
 * onModuleInit. Guards may refuse a removal by throwing a DomainError; listeners hear of approvals.
 */
@Injectable()
export class CardLifecycle {
  private readonly removalGuards: Guard[] = [];
  private readonly unapprovalGuards: Guard[] = [];
  private readonly approvalListeners: Listener[] = [];
  private readonly lotsListeners: LotsListener[] = [];
  private readonly correctionListeners: Listener[] = [];

  /** Runs before a card is removed: throw to keep it, or clean up what belongs to it. */
  beforeRemove(guard: Guard): void {
    this.removalGuards.push(guard);
  }

  /** Runs before a card's approval is undone: throw to keep the approval, or clean up what it made. */
  beforeUnapprove(guard: Guard): void {
    this.unapprovalGuards.push(guard);
  }

  /** Hears of cards just approved (by the dealer or auto-approve). */
  onApproved(listener: Listener): void {
    this.approvalListeners.push(listener);
  }

  /** Hears of lots whose cards changed (one joined, left or was deleted): what was made of the old cards is stale. */
  onLotsChanged(listener: LotsListener): void {
    this.lotsListeners.push(listener);
  }

  /** Hears of approved cards the dealer corrected: what was made of the old fields is stale. */
  onCorrected(listener: Listener): void {
    this.correctionListeners.push(listener);
  }

  async guardRemoval(card: CardRef): Promise<void> {
    for (const guard of this.removalGuards) await guard(card);
  }

  async guardUnapproval(card: CardRef): Promise<void> {
    for (const guard of this.unapprovalGuards) await guard(card);
  }

  async announceCorrected(cards: CardRef[]): Promise<void> {
    if (cards.length === 0) return;
    for (const listener of this.correctionListeners) await listener(cards);
  }

  async announceLotsChanged(lots: LotRef[]): Promise<void> {
    if (lots.length === 0) return;
    for (const listener of this.lotsListeners) await listener(lots);
  }

  async announceApproved(cards: CardRef[]): Promise<void> {
    if (cards.length === 0) return;
    for (const listener of this.approvalListeners) await listener(cards);
  }
}
