import { ArrowLeftOutlined, FilePdfOutlined } from '@ant-design/icons';
import { ebayAccount, invoicedEarly, type Invoice, type InvoiceLine } from '@pennant/contracts';
import { formatDate, formatMoney, formatPercent, PageHeader, usePhoneLayout } from '@pennant/ui';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { cyclePeriodLabel, InvoiceStatusTag } from '../../shared/cycle-status';
import { errorText, useInvoice } from '../../shared/finance-api';
import { columnsForScreen, tableScroll } from '../../shared/narrow-screen';
import { canMarkPaid, LocalProviderNote, MarkPaidButton } from '../billing/components/invoices-tab';

const LINE_KIND: Record<InvoiceLine['kind'], string> = {
  sale: '',
  credit: 'Credit: refund after invoicing',
  carry: 'Carried from an earlier month',
};

/** "Pennant fee for Oct 2026, issued Nov 1, 2026, due Nov 15, 2026": days in the invoice's zone, as its PDF says. */
function invoiceSubtitle(invoice: Invoice): string {
  const issued = `Pennant fee for ${cyclePeriodLabel(invoice)}, issued ${formatDate(invoice.issuedAt, invoice.timeZone)}`;
  return invoice.dueAt ? `${issued}, due ${formatDate(invoice.dueAt, invoice.timeZone)}` : issued;
}

/** The issuer's bank details, as the PDF prints them under its totals. */
function HowToPay({ invoice }: { invoice: Invoice }) {
  return (
    <Card size="small" title="How to pay" style={{ marginBottom: 16 }} data-testid="how-to-pay">
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} copyable>
        {invoice.issuer.paymentInstructions}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        Please quote invoice {invoice.number} with your payment.
      </Typography.Text>
    </Card>
  );
}

/**
 * How the total is worked out from the lines: sales less refunds is net sales, less credits of months billed
 * before, times the revenue share, plus a fee carried in.
 */
function InvoiceSums({ invoice, labelSpan }: { invoice: Invoice; labelSpan: number }) {
  const { sales, refunds, credits, carriedFee } = invoice.sums;
  const rows: [string, string][] = [
    ['Sales', formatMoney(sales)],
    ['Refunds', refunds === '0.00' ? formatMoney(refunds) : `−${formatMoney(refunds)}`],
    ['Net sales', formatMoney(invoice.netSales)],
    ...(credits !== '0.00' ? [['Credits', `−${formatMoney(credits)}`] as [string, string]] : []),
    ['Revenue share', formatPercent(invoice.revenueSharePercent)],
    ...(carriedFee !== '0.00'
      ? [['Fee carried in', formatMoney(carriedFee)] as [string, string]]
      : []),
  ];
  return (
    <>
      {rows.map(([label, value]) => (
        <Table.Summary.Row key={label}>
          <Table.Summary.Cell index={0} colSpan={labelSpan} align="right">
            <Typography.Text type="secondary">{label}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={labelSpan} align="right">
            <span data-testid={`invoice-sum-${label}`}>{value}</span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      ))}
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={labelSpan} align="right">
          <Typography.Text strong>Total due</Typography.Text>
        </Table.Summary.Cell>
        <Table.Summary.Cell index={labelSpan} align="right">
          <Typography.Text strong data-testid="invoice-total">
            {formatMoney(invoice.total)}
          </Typography.Text>
        </Table.Summary.Cell>
      </Table.Summary.Row>
    </>
  );
}

/** Left out on a phone, to keep the item and its money on screen. */
const PHONE_HIDDEN_LINE_COLUMNS = ['order', 'date'];

/**
 * The lines' columns; on a phone (`narrow`), the item, sale amount, refund and fee. Dates are days in the
 * invoice's time zone (`timeZone`), not the browser's, as on its PDF.
 */
export const invoiceLineColumns = (
  narrow: boolean,
  timeZone: string,
): TableColumnsType<InvoiceLine> =>
  columnsForScreen(
    [
      {
        title: 'Item',
        key: 'description',
        render: (_, line) => (
          <>
            {line.description}
            {LINE_KIND[line.kind] && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {LINE_KIND[line.kind]}
              </Typography.Text>
            )}
          </>
        ),
      },
      { title: 'Order', key: 'order', render: (_, line) => line.ebayOrderId ?? '—' },
      {
        title: 'Date',
        key: 'date',
        render: (_, line) => formatDate(line.orderedAt, timeZone),
      },
      {
        title: 'Sale amount',
        key: 'sale',
        align: 'right',
        render: (_, line) => formatMoney(line.saleAmount),
      },
      {
        title: 'Refund',
        key: 'refund',
        align: 'right',
        render: (_, line) => (line.refund === '0.00' ? '' : `−${formatMoney(line.refund)}`),
      },
      { title: 'Fee', key: 'fee', align: 'right', render: (_, line) => formatMoney(line.fee) },
    ],
    narrow,
    PHONE_HIDDEN_LINE_COLUMNS,
  );

function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const narrow = usePhoneLayout();
  const columns = useMemo(
    () => invoiceLineColumns(narrow, invoice.timeZone),
    [narrow, invoice.timeZone],
  );
  return (
    <Table<InvoiceLine>
      data-testid="invoice-lines"
      size="small"
      rowKey={(line, index) => `${line.ebayOrderId ?? line.kind}-${index}`}
      pagination={invoice.lines.length > 50 ? { pageSize: 50 } : false}
      dataSource={invoice.lines}
      columns={columns}
      // The sums' labels span every column but the last, which holds their figures.
      summary={() => <InvoiceSums invoice={invoice} labelSpan={columns.length - 1} />}
      scroll={tableScroll(narrow, 640)}
    />
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        subtitle={invoiceSubtitle(invoice)}
        extra={
          <Space wrap>
            <InvoiceStatusTag invoice={invoice} />
            {canMarkPaid(invoice) && <MarkPaidButton invoice={invoice} size="middle" />}
            {invoice.paymentUrl && invoice.status !== 'paid' && (
              <Button href={invoice.paymentUrl} target="_blank" rel="noopener noreferrer">
                Pay invoice
              </Button>
            )}
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              href={invoice.pdfUrl}
              target="_blank"
              rel="noopener"
            >
              Download PDF
            </Button>
          </Space>
        }
      />
      {invoice.provider === 'local' && invoice.status !== 'paid' && (
        <LocalProviderNote invoice={invoice} />
      )}
      {invoice.issuer.paymentInstructions && <HowToPay invoice={invoice} />}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <Card size="small" title="From" style={{ height: '100%' }}>
            <Typography.Text strong>{invoice.issuer.name}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {invoice.issuer.address}
            </Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title="Billed to" style={{ height: '100%' }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Store">
                {invoice.billedTo.storeName ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Email">{invoice.billedTo.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="eBay">
                {ebayAccount(invoice.billedTo) ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      {invoicedEarly(invoice) && (
        <Typography.Paragraph type="secondary" data-testid="invoiced-early">
          Invoiced on {formatDate(invoice.issuedAt, invoice.timeZone)}, before the period ended:
          sales made after that are billed with the next month.
        </Typography.Paragraph>
      )}
      <Card
        size="small"
        title={`Period ${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`}
        extra={<Typography.Text strong>Total due {formatMoney(invoice.total)}</Typography.Text>}
      >
        <InvoiceLines invoice={invoice} />
      </Card>
    </>
  );
}

/** /billing/invoices/:id: one invoice as the dealer receives it, with its PDF. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useInvoice(id);
  return (
    <div data-testid="invoice-page">
      <Link to="/billing?tab=invoices" style={{ display: 'inline-block', marginBottom: 12 }}>
        <ArrowLeftOutlined /> Billing
      </Link>
      {isLoading && <Skeleton active />}
      {!isLoading && (error || !data) && (
        <Result
          status="404"
          title="Invoice not found"
          subTitle={error ? errorText(error) : undefined}
        />
      )}
      {data && <InvoiceView invoice={data} />}
    </div>
  );
}
