import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: one cycle per dealer and month (enforced here), the lines it billed, invoices numbered
 * without gaps per issuer and year (a counter row taken in the invoice's own transaction), and the
 * dealer's customer at the payment provider.
 */
export class Migration20261125Billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE billing_cycle (
        id uuid PRIMARY KEY,
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        period_start date NOT NULL,
        period_end date NOT NULL,
        time_zone text NOT NULL,
        gross_sales numeric(12,2) NOT NULL DEFAULT 0,
        refunds numeric(12,2) NOT NULL DEFAULT 0,
        credits numeric(12,2) NOT NULL DEFAULT 0,
        net_sales numeric(12,2) NOT NULL DEFAULT 0,
        revenue_share_percent numeric(5,2) NOT NULL DEFAULT 2.00,
        fee_due numeric(12,2) NOT NULL DEFAULT 0,
        carried_in numeric(12,2) NOT NULL DEFAULT 0,
        carried_over numeric(12,2) NOT NULL DEFAULT 0,
        credit_carried_over numeric(12,2) NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'invoiced', 'paid', 'payment_failed', 'no_charge')),
        generated_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_cycle_dealer_month_unique UNIQUE (dealer_id, period_start),
        CONSTRAINT billing_cycle_amounts_not_negative CHECK (
          gross_sales >= 0 AND refunds >= 0 AND credits >= 0 AND fee_due >= 0
          AND carried_in >= 0 AND carried_over >= 0 AND credit_carried_over >= 0)
      )`);
    this.addSql(`
      CREATE TABLE billing_cycle_line (
        id uuid PRIMARY KEY,
        cycle_id uuid NOT NULL REFERENCES billing_cycle(id) ON DELETE CASCADE,
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('sale', 'credit', 'carry')),
        order_line_id uuid,
        ebay_order_id text,
        title text,
        ordered_at timestamptz,
        sale_amount numeric(12,2) NOT NULL,
        refund_at_billing numeric(12,2) NOT NULL DEFAULT 0,
        fee numeric(12,2) NOT NULL
      )`);
    this.addSql(`CREATE INDEX billing_cycle_line_cycle_idx ON billing_cycle_line (cycle_id)`);
    this.addSql(
      `CREATE INDEX billing_cycle_line_order_line_idx ON billing_cycle_line (dealer_id, order_line_id)`,
    );
    this.addSql(`
      CREATE TABLE invoice_counter (
        issuer text NOT NULL,
        year integer NOT NULL,
        last_number integer NOT NULL,
        PRIMARY KEY (issuer, year)
      )`);
    this.addSql(`
      CREATE TABLE invoice (
        id uuid PRIMARY KEY,
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        cycle_id uuid NOT NULL UNIQUE REFERENCES billing_cycle(id) ON DELETE CASCADE,
        issuer text NOT NULL,
        number text NOT NULL UNIQUE,
        issued_at timestamptz NOT NULL,
        total numeric(12,2) NOT NULL,
        status text NOT NULL CHECK (status IN ('issuing', 'issued')),
        provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
        provider_customer_id text,
        provider_invoice_id text UNIQUE,
        payment_url text,
        issuer_name text NOT NULL,
        issuer_address text NOT NULL,
        billed_to jsonb NOT NULL
      )`);
    this.addSql(`CREATE INDEX invoice_dealer_idx ON invoice (dealer_id)`);
    this.addSql(`
      CREATE TABLE payment_customer (
        dealer_id uuid NOT NULL REFERENCES dealer(id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
        customer_id text NOT NULL,
        card_brand text,
        card_last4 text,
        card_exp_month integer,
        card_exp_year integer,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (dealer_id, provider)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE payment_customer`);
    this.addSql(`DROP TABLE invoice`);
    this.addSql(`DROP TABLE invoice_counter`);
    this.addSql(`DROP TABLE billing_cycle_line`);
    this.addSql(`DROP TABLE billing_cycle`);
  }
}
