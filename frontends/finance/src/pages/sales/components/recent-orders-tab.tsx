import { DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import type { Order } from '@pennant/contracts';
import { SyncWithEbayButton } from '@pennant/ui';
import { Button, Drawer, Empty, Space } from 'antd';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../../shared/export-csv';
import {
  errorText,
  syncOrders,
  useDealerTimeZone,
  useOrdersPage,
} from '../../../shared/finance-api';
import { useAction } from '../../../shared/use-action';
import { fetchAllOrders, ordersCsv } from '../orders-export';
import { AllOrdersTable, orderColumns, ORDERS_EMPTY_TEXT } from './orders-table';

export const RECENT_ORDERS = 10;

function ExportOrdersButton({ disabled }: { disabled: boolean }) {
  const { busy, run } = useAction('Export Failed');
  const exportOrders = () =>
    run(async () => downloadCsv('pennant-orders.csv', ordersCsv(await fetchAllOrders({}))));
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={exportOrders}>
      Export CSV
    </Button>
  );
}

/** The 10 newest orders, with every order (paged, by date) a click away and all of them as CSV. */
export function RecentOrdersTab() {
  const { data, isLoading, error } = useOrdersPage({ page: 1, pageSize: RECENT_ORDERS });
  const [showAll, setShowAll] = useState(false);
  const timeZone = useDealerTimeZone();
  const columns = useMemo(() => orderColumns(timeZone), [timeZone]);
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
            <ExportOrdersButton disabled={total === 0} />
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
        scroll={{ x: 640 }}
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
