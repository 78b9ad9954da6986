import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Invoice } from '@pennant/contracts';
import { DealersService } from '../dealers';
import { InvoicesService } from './invoices.service';

/** Whom a kept invoice was to: no one any more. */
const ERASED_RECIPIENT: Invoice['billedTo'] = {
  storeName: null,
  email: null,
  ebayUserId: null,
  ebayUsername: null,
};

/**
 * Account erasure, billing's part for the books: each invoice Pennant issued the dealer is kept as issued (lines,
 * sums, total, paid or not) with nothing left of whom it was to, nor links to its payment page or PDF. Its number
 * stays accounted for, numbers being gapless, and what was owed on it can still be told. The rest of the dealer's
 * billing goes with the dealer.
 */
@Injectable()
export class InvoiceRetention implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly dealers: DealersService,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    this.dealers.addErasureStep('issued invoices', async (dealerId) => {
      await this.keepInvoicesOf(dealerId);
    });
  }

  /**
   * Answers how many invoices were kept. One still being issued is kept too, its status `issuing`: its number is
   * taken, and the payment provider may have it.
   */
  async keepInvoicesOf(dealerId: string): Promise<number> {
    const numbered = await this.invoices.numbered(dealerId);
    for (const { invoice, issuing } of numbered) {
      await this.em.getConnection().execute(
        `INSERT INTO kept_invoice (number, issued_at, total, status, invoice)
         VALUES (?, ?, ?, ?, ?::jsonb) ON CONFLICT (number) DO NOTHING`,
        [
          invoice.number,
          invoice.issuedAt,
          invoice.total,
          issuing ? 'issuing' : invoice.status,
          JSON.stringify({
            ...invoice,
            billedTo: ERASED_RECIPIENT,
            paymentUrl: null,
            pdfUrl: null,
          }),
        ],
      );
    }
    return numbered.length;
  }
}
