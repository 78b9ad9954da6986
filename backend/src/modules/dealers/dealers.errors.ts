import { DomainError } from '../../common';

export enum DealersErrorCode {
  DealerNotFound = 'DEALER_NOT_FOUND',
}

export class DealersError extends DomainError {
  static notFound(): DealersError {
    return new DealersError(DealersErrorCode.DealerNotFound, 'Dealer not found', 404);
  }
}
