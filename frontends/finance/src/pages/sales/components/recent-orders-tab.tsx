import { DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import type { Order, SalesAnalytics } from '@pennant/contracts';
import { formatDate, SyncWithEbayButton, usePhoneLayout } from '@pennant/ui';
import { Button, Drawer, Empty, Space } from 'antd';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../../shared/export-csv';
import {
  errorText,
  exportOrders,
  syncOrders,
  useDealerTimeZone,
  useOrdersPage,
} from '../../../shared/finance-api';
import { tableScroll } from '../../../shared/narrow-screen';
import { useAction } from '../../../shared/use-action';
import { AllOrdersTable, orderColumns, ORDERS_EMPTY_TEXT } from './orders-table';

export const RECENT_ORDERS = 10;

type Days = SalesAnalytics['range'];

/** The orders of the period the page shows, one row per item, as a CSV file for the books. */
function ExportOrdersButton({ days, disabled }: { days: Days | null; disabled: boolean }) {
  const { busy, run } = useAction('Export Failed');
  const download = (period: Days) =>
    run(async () => {
      const { csv, fileName } = await exportOrders(period);
      downloadCsv(fileName, csv);
    });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled || !days}
      title={
        days
          ? `Orders of ${formatDate(days.start)} – ${formatDate(days.end)}, one row per item`
          : undefined
      }
      onClick={() => days && download(days)}
    >
      Export orders
    </Button>
  );
}

/**
 * The 10 newest orders, with every order (paged, by date) a click away, and those of the period the page shows
 * (`days`, null until its figures are in) as CSV.
 */
export function RecentOrdersTab({ days }: { days: Days | null }) {
  const { data, isLoading, error } = useOrdersPage({ page: 1, pageSize: RECENT_ORDERS });
  const [showAll, setShowAll] = useState(false);
  const timeZone = useDealerTimeZone();
  const narrow = usePhoneLayout();
  const columns = useMemo(() => orderColumns(timeZone, narrow), [timeZone, narrow]);
  const total = data?.total ?? 0;
  return (
    <>
      <ProTable<Order>
        data-testid="recent-orders"
        ghost
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isLoading}
        search={false}
        options={false}
        pagination={false}
        headerTitle={
          total > RECENT_ORDERS
            ? `The ${RECENT_ORDERS} newest of ${total.toLocaleString('en-US')} orders`
            : undefined
        }
        toolBarRender={() => [
          <Space key="actions" wrap>
            <SyncWithEbayButton sync={syncOrders} errorText={errorText} label="Sync with eBay" />
            <Button
              icon={<UnorderedListOutlined />}
              disabled={total === 0}
              onClick={() => setShowAll(true)}
            >
              All orders
            </Button>
            <ExportOrdersButton days={days} disabled={total === 0} />
          </Space>,
        ]}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                error ? `Orders could not be loaded: ${errorText(error)}` : ORDERS_EMPTY_TEXT
              }
            />
          ),
        }}
        scroll={tableScroll(narrow, 640)}
      />
      <Drawer
        title="All orders"
        width="min(1100px, 100vw)"
        open={showAll}
        onClose={() => setShowAll(false)}
        destroyOnHidden
      >
        <AllOrdersTable />
      </Drawer>
    </>
  );
}
