import { FileAddOutlined } from '@ant-design/icons';
import { ApiError } from '@pennant/api-client';
import type { BillingCycle } from '@pennant/contracts';
import { decimalToCents, formatMoney, formatPercent, usePhoneLayout } from '@pennant/ui';
import { App, Button, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  canCreateInvoice,
  cyclePeriodLabel,
  CycleStatusTag,
  InvoiceStatusTag,
  earlyInvoiceQuestion,
} from './cycle-status';
import { createInvoice, useDealerTimeZone } from './finance-api';
import { columnsForScreen, tableScroll, withPhoneDetail } from './narrow-screen';
import { useAction } from './use-action';

export const INVOICE_PAGE = (invoiceId: string) =>
  `/billing/invoices/${encodeURIComponent(invoiceId)}`;

const ALREADY_INVOICED =
  'This month was invoiced meanwhile, in another tab or by someone else: its invoice is below.';

/** Null when the cycle had been invoiced meanwhile; any other failure is thrown on. */
function invoicedMeanwhile(error: unknown): null {
  if (error instanceof ApiError && error.code === 'BILLING_CYCLE_ALREADY_INVOICED') return null;
  throw error;
}

function CreateInvoiceButton({ cycle }: { cycle: BillingCycle }) {
  const { modal } = App.useApp();
  const { busy, run, notification } = useAction('Invoice Creation Failed');
  const timeZone = useDealerTimeZone();
  const create = () =>
    run(async () => {
      const invoice = await createInvoice(cycle.id).catch(invoicedMeanwhile);
      if (!invoice) {
        // Another tab (or person) invoiced it first: the table, read again, links its invoice.
        notification.info({ message: 'Already Invoiced', description: ALREADY_INVOICED });
        return;
      }
      notification.success({
        message: 'Invoice Created',
        description: `Invoice ${invoice.number} for ${formatMoney(invoice.total)} (${cyclePeriodLabel(cycle)}).`,
      });
    });
  // A month not over yet is invoiced only once the dealer has read what that means.
  const askFirst = () => {
    const question = earlyInvoiceQuestion(cycle, new Date(), timeZone);
    if (!question) return create();
    modal.confirm({ ...question, okText: 'Invoice now', onOk: create });
  };
  return (
    <Button
      size="small"
      type="primary"
      icon={<FileAddOutlined />}
      loading={busy}
      onClick={askFirst}
    >
      Create Invoice
    </Button>
  );
}

function CycleAction({ cycle }: { cycle: BillingCycle }) {
  if (canCreateInvoice(cycle)) return <CreateInvoiceButton cycle={cycle} />;
  if (cycle.invoice)
    return <Link to={INVOICE_PAGE(cycle.invoice.id)}>Invoice {cycle.invoice.number}</Link>;
  return null;
}

const money = (value: string) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value)}</span>
);

/**
 * A line under a cycle's figure, when `amount` is above zero, saying how it came to be: the credits taken off the
 * net, a fee carried in or out, credits carried on. Without them a month of sales could show no fee, unexplained.
 */
function cycleNote(amount: string, say: (amount: string) => string) {
  if ((decimalToCents(amount) ?? 0) <= 0) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {say(formatMoney(amount))}
    </Typography.Text>
  );
}

function CycleStatus({ cycle }: { cycle: BillingCycle }) {
  return cycle.invoice ? (
    <InvoiceStatusTag invoice={{ ...cycle.invoice, status: cycle.status }} />
  ) : (
    <CycleStatusTag status={cycle.status} />
  );
}

/** Left out on a phone, to keep the fee due and the action on screen; the status goes under the period. */
const PHONE_HIDDEN_CYCLE_COLUMNS = ['gross', 'net', 'rate', 'status'];

/** The table's columns; on a phone (`narrow`), the period, its status, the fee due and the action. */
export const cycleColumns = (narrow: boolean): TableColumnsType<BillingCycle> =>
  columnsForScreen(
    [
      {
        title: 'Period',
        key: 'period',
        render: (_, cycle) =>
          withPhoneDetail(narrow, cyclePeriodLabel(cycle), <CycleStatus cycle={cycle} />),
      },
      {
        title: 'Gross',
        key: 'gross',
        align: 'right',
        render: (_, cycle) => money(cycle.grossSales),
      },
      {
        title: 'Net',
        key: 'net',
        align: 'right',
        render: (_, cycle) => (
          <>
            {money(cycle.netSales)}
            {cycleNote(
              cycle.credits,
              (credits) => `${credits} credited for earlier months' refunds`,
            )}
          </>
        ),
      },
      {
        title: 'Fee rate',
        key: 'rate',
        align: 'right',
        render: (_, cycle) => formatPercent(cycle.revenueSharePercent),
      },
      {
        title: 'Fee due',
        key: 'fee',
        align: 'right',
        render: (_, cycle) => (
          <>
            {money(cycle.feeDue)}
            {cycleNote(cycle.carriedIn, (fee) => `with ${fee} carried in`)}
            {cycleNote(cycle.carriedOver, (fee) => `${fee} carried to next month`)}
            {cycleNote(
              cycle.creditCarriedOver,
              (credit) => `${credit} of credits carried to next month`,
            )}
          </>
        ),
      },
      { title: 'Status', key: 'status', render: (_, cycle) => <CycleStatus cycle={cycle} /> },
      { title: '', key: 'action', render: (_, cycle) => <CycleAction cycle={cycle} /> },
    ],
    narrow,
    PHONE_HIDDEN_CYCLE_COLUMNS,
  );

export interface CyclesTableProps {
  cycles: BillingCycle[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** Billing cycles: period, gross, net, fee rate, fee due, status, and Create Invoice while pending with a fee. */
export function CyclesTable({ cycles, loading, emptyText }: CyclesTableProps) {
  const narrow = usePhoneLayout();
  const columns = useMemo(() => cycleColumns(narrow), [narrow]);
  return (
    <Table<BillingCycle>
      data-testid="billing-cycles"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={cycles ?? []}
      loading={loading}
      pagination={false}
      locale={{ emptyText }}
      scroll={tableScroll(narrow, 720)}
    />
  );
}
