import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122Initial } from './migration-20261122-initial';
import { Migration20261122Cards } from './migration-20261122-cards';
import { Migration20261122UploadedObjects } from './migration-20261122-uploaded-objects';
import { Migration20261123Listings } from './migration-20261123-listings';
import { Migration20261123PassportSessions } from './migration-20261123-passport-sessions';
import { Migration20261123UploadClientKeys } from './migration-20261123-upload-client-keys';
import { Migration20261123CardDoubts } from './migration-20261123-card-doubts';
import { Migration20261125FinanceOrders } from './migration-20261125-finance-orders';
import { Migration20261125OrdersFees } from './migration-20261125-orders-fees';
import { Migration20261125Billing } from './migration-20261125-billing';
import { Migration20261127CardImagePositions } from './migration-20261127-card-image-positions';
import { Migration20261127SamePhotos } from './migration-20261127-same-photos';
import { Migration20261128InvoicePaymentInstructions } from './migration-20261128-invoice-payment-instructions';
import { Migration20261128CreditCancelled } from './migration-20261128-credit-cancelled';
import { Migration20261128InvoiceDueDate } from './migration-20261128-invoice-due-date';
import { Migration20261128PublishRetry } from './migration-20261128-publish-retry';
import { Migration20261128LineDeleteTotals } from './migration-20261128-line-delete-totals';
import { Migration20261128StorageErasure } from './migration-20261128-storage-erasure';
import { Migration20261129CardReprice } from './migration-20261129-card-reprice';
import { Migration20261129CreditReason } from './migration-20261129-credit-reason';
import { Migration20261129ImageUprightTurn } from './migration-20261129-image-upright-turn';
import { Migration20261129MatchedLinesCounted } from './migration-20261129-matched-lines-counted';
import { Migration20261129KeptInvoice } from './migration-20261129-kept-invoice';
import { Migration20261129CustomerDeletionRetry } from './migration-20261129-customer-deletion-retry';
import { Migration20261129ListingSoldPrice } from './migration-20261129-listing-sold-price';
import { Migration20261129ListingLiveSince } from './migration-20261129-listing-live-since';

/** Every migration in order; listed explicitly so the bundled server needs no file discovery. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122Initial', class: Migration20261122Initial },
  { name: 'Migration20261122Cards', class: Migration20261122Cards },
  { name: 'Migration20261122UploadedObjects', class: Migration20261122UploadedObjects },
  { name: 'Migration20261123Listings', class: Migration20261123Listings },
  { name: 'Migration20261123PassportSessions', class: Migration20261123PassportSessions },
  { name: 'Migration20261123UploadClientKeys', class: Migration20261123UploadClientKeys },
  { name: 'Migration20261123CardDoubts', class: Migration20261123CardDoubts },
  { name: 'Migration20261125FinanceOrders', class: Migration20261125FinanceOrders },
  { name: 'Migration20261125OrdersFees', class: Migration20261125OrdersFees },
  { name: 'Migration20261125Billing', class: Migration20261125Billing },
  { name: 'Migration20261127CardImagePositions', class: Migration20261127CardImagePositions },
  { name: 'Migration20261127SamePhotos', class: Migration20261127SamePhotos },
  {
    name: 'Migration20261128InvoicePaymentInstructions',
    class: Migration20261128InvoicePaymentInstructions,
  },
  { name: 'Migration20261128CreditCancelled', class: Migration20261128CreditCancelled },
  { name: 'Migration20261128InvoiceDueDate', class: Migration20261128InvoiceDueDate },
  { name: 'Migration20261128PublishRetry', class: Migration20261128PublishRetry },
  { name: 'Migration20261128LineDeleteTotals', class: Migration20261128LineDeleteTotals },
  { name: 'Migration20261128StorageErasure', class: Migration20261128StorageErasure },
  { name: 'Migration20261129CustomerDeletionRetry', class: Migration20261129CustomerDeletionRetry },
  { name: 'Migration20261129CreditReason', class: Migration20261129CreditReason },
  { name: 'Migration20261129CardReprice', class: Migration20261129CardReprice },
  { name: 'Migration20261129ImageUprightTurn', class: Migration20261129ImageUprightTurn },
  { name: 'Migration20261129MatchedLinesCounted', class: Migration20261129MatchedLinesCounted },
  { name: 'Migration20261129KeptInvoice', class: Migration20261129KeptInvoice },
  { name: 'Migration20261129ListingSoldPrice', class: Migration20261129ListingSoldPrice },
  { name: 'Migration20261129ListingLiveSince', class: Migration20261129ListingLiveSince },
];
