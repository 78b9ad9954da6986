import { DomainError } from '../../common';
import type { CardStatus } from '@pennant/contracts';

export enum CardsErrorCode {
  CardNotFound = 'CARD_NOT_FOUND',
  InvalidTransition = 'CARD_INVALID_TRANSITION',
}

export class CardsError extends DomainError {
  static notFound(): CardsError {
    return new CardsError(CardsErrorCode.CardNotFound, 'Card not found', 404);
  }

  /** A status change that makes no sense, e.g. approving a card that is still processing. */
  static invalidTransition(action: string, status: CardStatus): CardsError {
    return new CardsError(
      CardsErrorCode.InvalidTransition,
      `Cannot ${action} a card that is ${status}`,
      409,
    );
  }
}
