import { ExportOutlined } from '@ant-design/icons';
import { publishRetryText } from '@pennant/contracts';
import { ListingStatusTag } from '@pennant/ui';
import { Button, Card, Flex, List, Progress, Typography } from 'antd';
import { refusalText, summarise, type PublishProgress } from '../publish-progress';

export interface PublishProgressPanelProps {
  progress: PublishProgress;
  onClose: () => void;
}

/** Each listing sent from this screen, live: publishing, then its eBay link or eBay's reasons. */
export function PublishProgressPanel({ progress, onClose }: PublishProgressPanelProps) {
  const summary = summarise(progress);
  if (summary.total === 0 && progress.refused.length === 0) return null;
  const done = summary.live + summary.failed;
  return (
    <Card
      size="small"
      title="Publishing to eBay"
      style={{ marginBottom: 16 }}
      data-testid="publish-progress"
      data-settled={summary.settled}
      extra={
        summary.settled && (
          <Button size="small" type="text" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {summary.total > 0 && (
        <Flex align="center" gap={12} style={{ marginBottom: 8 }}>
          <Progress
            percent={Math.round((done / summary.total) * 100)}
            success={{ percent: Math.round((summary.live / summary.total) * 100) }}
            status={summary.settled ? (summary.failed > 0 ? 'exception' : 'success') : 'active'}
            showInfo={false}
            style={{ flex: 1, margin: 0 }}
            aria-label="Publishing progress"
          />
          <Typography.Text type="secondary" role="status" style={{ whiteSpace: 'nowrap' }}>
            {summary.live} live · {summary.publishing} publishing · {summary.failed} not listed
          </Typography.Text>
        </Flex>
      )}
      <List
        size="small"
        dataSource={progress.order.map((id) => progress.items[id])}
        rowKey="listingId"
        renderItem={(item) => (
          <List.Item data-testid="publish-item" data-status={item.status}>
            <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
              <Flex gap={8} align="center" wrap>
                <ListingStatusTag status={item.status} />
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 160 }}>
                  {item.title}
                </Typography.Text>
                {item.url && (
                  <Typography.Link href={item.url} target="_blank" rel="noopener noreferrer">
                    View on eBay <ExportOutlined />
                  </Typography.Link>
                )}
              </Flex>
              {item.status === 'publishing' && item.retry && (
                <Typography.Text
                  type="warning"
                  style={{ fontSize: 13 }}
                  data-testid="publish-retry"
                >
                  {publishRetryText(item.retry)}
                </Typography.Text>
              )}
              {item.errors.map((error) => (
                <Typography.Text key={error} type="danger" style={{ fontSize: 13 }}>
                  {error}
                </Typography.Text>
              ))}
            </Flex>
          </List.Item>
        )}
      />
      {progress.refused.map((refusal) => (
        <Typography.Text
          key={`${refusal.cardId ?? refusal.lotId}-${refusal.error}`}
          type="danger"
          style={{ display: 'block', fontSize: 13 }}
        >
          Not sent: {refusalText(refusal)}
        </Typography.Text>
      ))}
    </Card>
  );
}
