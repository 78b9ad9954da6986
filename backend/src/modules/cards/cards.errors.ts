import { DomainError } from '../../common';
import type { CardStatus } from '@pennant/contracts';

export enum CardsErrorCode {
  CardNotFound = 'CARD_NOT_FOUND',
  InvalidTransition = 'CARD_INVALID_TRANSITION',
  ImageInUse = 'CARD_IMAGE_IN_USE',
  LotNotFound = 'LOT_NOT_FOUND',
  LotListed = 'LOT_LISTED',
  ApprovalKept = 'CARD_APPROVAL_KEPT',
  SlotsRunOut = 'STORAGE_SLOTS_RUN_OUT',
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

  /** An image belongs to one card only: deleting that card deletes the image. */
  static imageInUse(reference: string): CardsError {
    return new CardsError(
      CardsErrorCode.ImageInUse,
      `${reference} is already an image of another card`,
      409,
    );
  }

  static lotNotFound(): CardsError {
    return new CardsError(CardsErrorCode.LotNotFound, 'Lot not found', 404);
  }

  /** A lot on eBay keeps its cards: end the listing first. */
  static lotListed(): CardsError {
    return new CardsError(
      CardsErrorCode.LotListed,
      'This lot is listed on eBay: end its listing before taking cards out of it',
      409,
    );
  }

  /** An approval that cannot be undone: the card is not approved, or its listing went to eBay. */
  static approvalKept(reason: string): CardsError {
    return new CardsError(CardsErrorCode.ApprovalKept, reason, 409);
  }

  /** A batch's slots count up from the first: they must not run past the last slot a SKU holds. */
  static slotsRunOut(firstSlot: number, cards: number, lastSlot: number): CardsError {
    const message = `storage.firstSlot ${firstSlot} leaves room for ${lastSlot - firstSlot + 1} of this batch's ${cards} cards: slots go up to ${lastSlot}`;
    return new CardsError(CardsErrorCode.SlotsRunOut, message, 400, [
      { field: 'storage.firstSlot', message },
    ]);
  }
}
