import { CheckOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { BillingCycle, Invoice, InvoiceSummary } from '@pennant/contracts';
import { askFirst, formatDate, formatMoney, usePhoneLayout } from '@pennant/ui';
import { Alert, App, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { cyclePeriodLabel, InvoiceStatusTag, newestCycles } from '../../../shared/cycle-status';
import { INVOICE_PAGE } from '../../../shared/cycles-table';
import { errorText, markInvoicePaid, useBillingCycles } from '../../../shared/finance-api';
import { columnsForScreen, tableScroll, withPhoneDetail } from '../../../shared/narrow-screen';
import { useAction } from '../../../shared/use-action';

export const LOCAL_PROVIDER_NOTE =
  'Invoices are settled by bank transfer: no card is charged. Once you have paid an invoice, mark it as paid here.';

/**
 * Where one invoice says to pay: under How to pay, or, when the operator set no bank details
 * (INVOICE_PAYMENT_INSTRUCTIONS), whom to ask for them.
 */
export function localProviderNote(invoice?: Pick<Invoice, 'issuer'>): string {
  if (!invoice) return LOCAL_PROVIDER_NOTE;
  const where = invoice.issuer.paymentInstructions
    ? 'to the account under How to pay'
    : `to ${invoice.issuer.name}: this invoice names no bank account, so ask them for it`;
  return `Pay by bank transfer ${where}. No card is charged. Once you have paid, mark the invoice as paid here.`;
}

/** Says plainly that the local provider charges nothing and that marking paid is the dealer's own word. */
export function LocalProviderNote({ invoice }: { invoice?: Pick<Invoice, 'issuer'> }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message="Pay by bank transfer, then mark the invoice as paid"
      description={localProviderNote(invoice)}
    />
  );
}

/** The local provider's invoices can be marked paid by the dealer; Stripe's are paid through Stripe. */
export function canMarkPaid(invoice: Pick<InvoiceSummary, 'provider' | 'status'>): boolean {
  return (
    invoice.provider === 'local' &&
    (invoice.status === 'invoiced' || invoice.status === 'payment_failed')
  );
}

export function MarkPaidButton({
  invoice,
  size = 'small',
}: {
  invoice: InvoiceSummary;
  size?: 'small' | 'middle';
}) {
  const { busy, run, notification } = useAction('Update Failed');
  const { modal } = App.useApp();
  const mark = () =>
    run(async () => {
      const paid = await markInvoicePaid(invoice.id);
      notification.success({
        message: 'Invoice Paid',
        description: `Invoice ${paid.number} is marked as paid.`,
      });
    });
  return (
    <Button
      size={size}
      icon={<CheckOutlined />}
      loading={busy}
      onClick={() =>
        askFirst(modal, {
          title: 'Mark this invoice as paid?',
          content: `Only once you have paid ${formatMoney(invoice.total)} by bank transfer.`,
          okText: 'Mark paid',
          onOk: mark,
        })
      }
    >
      Mark paid
    </Button>
  );
}

/** An invoice with the month it bills. */
type InvoiceRow = InvoiceSummary & Pick<BillingCycle, 'periodStart'>;

/** The year's invoices, newest month first, read from the cycles they bill. */
export function invoiceRows(cycles: BillingCycle[]): InvoiceRow[] {
  return newestCycles(cycles, cycles.length).flatMap((cycle) =>
    cycle.invoice ? [{ ...cycle.invoice, periodStart: cycle.periodStart }] : [],
  );
}

function InvoiceNumber({ invoice }: { invoice: InvoiceRow }) {
  return <Link to={INVOICE_PAGE(invoice.id)}>{invoice.number}</Link>;
}

function InvoiceActions({ invoice }: { invoice: InvoiceRow }) {
  return (
    <Space wrap>
      <Typography.Link href={invoice.pdfUrl} target="_blank" rel="noopener">
        <FilePdfOutlined /> PDF
      </Typography.Link>
      {invoice.paymentUrl && invoice.status !== 'paid' && (
        <Typography.Link href={invoice.paymentUrl} target="_blank" rel="noopener noreferrer">
          Pay
        </Typography.Link>
      )}
      {canMarkPaid(invoice) && <MarkPaidButton invoice={invoice} />}
    </Space>
  );
}

/** Left out on a phone, to keep the total and the actions on screen; the status goes under the number. */
const PHONE_HIDDEN_INVOICE_COLUMNS = ['period', 'issued', 'due', 'status'];

/** The table's columns; on a phone (`narrow`), the invoice with its status, its total and what to do with it. */
export const invoiceColumns = (narrow: boolean): TableColumnsType<InvoiceRow> =>
  columnsForScreen(
    [
      {
        title: 'Invoice',
        key: 'number',
        render: (_, invoice) =>
          withPhoneDetail(
            narrow,
            <InvoiceNumber invoice={invoice} />,
            <InvoiceStatusTag invoice={invoice} />,
          ),
      },
      { title: 'Period', key: 'period', render: (_, invoice) => cyclePeriodLabel(invoice) },
      {
        title: 'Issued',
        key: 'issued',
        render: (_, invoice) => formatDate(invoice.issuedAt, invoice.timeZone),
      },
      {
        title: 'Due',
        key: 'due',
        render: (_, invoice) =>
          invoice.dueAt ? formatDate(invoice.dueAt, invoice.timeZone) : 'Charged to card',
      },
      {
        title: 'Total',
        key: 'total',
        align: 'right',
        render: (_, invoice) => (
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(invoice.total)}</span>
        ),
      },
      {
        title: 'Status',
        key: 'status',
        render: (_, invoice) => <InvoiceStatusTag invoice={invoice} />,
      },
      {
        title: '',
        key: 'actions',
        render: (_, invoice) => <InvoiceActions invoice={invoice} />,
      },
    ],
    narrow,
    PHONE_HIDDEN_INVOICE_COLUMNS,
  );

export function InvoicesTab({ year }: { year: number }) {
  const { data, isLoading, error } = useBillingCycles(year);
  const invoices = invoiceRows(data ?? []);
  const narrow = usePhoneLayout();
  const columns = useMemo(() => invoiceColumns(narrow), [narrow]);
  return (
    <>
      {invoices.some((invoice) => invoice.provider === 'local') && <LocalProviderNote />}
      <Table<InvoiceRow>
        data-testid="invoices"
        rowKey="id"
        columns={columns}
        dataSource={invoices}
        loading={isLoading}
        pagination={false}
        locale={{
          emptyText: error
            ? `Invoices could not be loaded: ${errorText(error)}`
            : `No invoices in ${year}. Create one from a pending billing cycle.`,
        }}
        scroll={tableScroll(narrow, 720)}
      />
    </>
  );
}
