import type { SalesAnalytics } from '@pennant/contracts';
import { formatDate, formatMoney } from '@pennant/ui';
import { Col, Descriptions, Empty, Row, Table, Typography } from 'antd';
import { decimalToCents } from '@pennant/ui';
import { feeAnalysis, lastDays } from '../sales-figures';

export const TRENDS_EMPTY_TEXT = 'No sales in this period yet, so there are no trends to show.';

/** The last 7 days of sales and what the fees took: effective fee rate, platform fee, earnings. */
export function TrendsTab({ analytics }: { analytics: SalesAnalytics | null | undefined }) {
  const hasSales = analytics && (decimalToCents(analytics.totals.grossSales) ?? 0) > 0;
  if (!analytics || !hasSales)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TRENDS_EMPTY_TEXT} />;
  const fees = feeAnalysis(analytics);
  return (
    <Row gutter={[24, 24]} data-testid="trends">
      <Col xs={24} md={12}>
        <Typography.Title level={5}>Last 7 days</Typography.Title>
        <Table
          size="small"
          rowKey="date"
          pagination={false}
          dataSource={lastDays(analytics)}
          columns={[
            { title: 'Day', dataIndex: 'date', render: (date: string) => formatDate(date) },
            {
              title: 'Sales',
              dataIndex: 'sales',
              align: 'right',
              render: (sales: string) => formatMoney(sales),
            },
          ]}
        />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={5}>Fee analysis</Typography.Title>
        <Descriptions column={1} bordered size="small" data-testid="fee-analysis">
          <Descriptions.Item label="Effective fee rate">{fees.effectiveFeeRate}</Descriptions.Item>
          <Descriptions.Item label="Platform fee">{fees.platformFee}</Descriptions.Item>
          <Descriptions.Item label="Earnings after Pennant's fee">
            {fees.earnings}
          </Descriptions.Item>
          <Descriptions.Item label="eBay fees">
            {fees.ebayFees} ({fees.ebayFeeShare} of sales)
          </Descriptions.Item>
        </Descriptions>
      </Col>
    </Row>
  );
}
