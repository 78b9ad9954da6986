import { ExportOutlined, RedoOutlined } from '@ant-design/icons';
import {
  CardFeatureTags,
  CardPicture,
  CardStatusTag,
  cardDetailsLine,
  cardHeading,
  PriceFigures,
} from '@pennant/ui';
import { Button, Card, Empty, Flex, List, Progress, Typography } from 'antd';
import { playerLine, soldComparisonsUrl } from '../../../shared/card-display';
import { SamePhotosLine, SurenessTag } from '../../../shared/card-edit';
import { PricingProblem } from '../../../shared/pricing-problem';
import { entryStatus, isIdentified, progressText, type ProcessedEntry } from '../processed-entries';

function EntryDetails({ entry, onRetry }: { entry: ProcessedEntry; onRetry: () => void }) {
  const card = entry.card;
  const status = entryStatus(entry);
  if (entry.error || card?.status === 'error') {
    return (
      <Flex vertical align="flex-start" gap={4}>
        <Typography.Text type="danger">
          {entry.error ?? card?.error ?? 'Unable to identify this card. Please try again.'}
        </Typography.Text>
        {card && (
          <Button size="small" icon={<RedoOutlined />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Flex>
    );
  }
  if (!card || status === 'processing' || status === 'uploading') {
    return (
      <Typography.Text type="secondary">
        {status === 'uploading' ? 'Sending the images…' : 'Reading the card…'}
      </Typography.Text>
    );
  }
  const comparisons = soldComparisonsUrl(card);
  return (
    <Flex vertical gap={2}>
      <Typography.Text>
        {playerLine(card)}
        {card.team ? ` · ${card.team}` : ''}
      </Typography.Text>
      <PriceFigures card={card} layout="inline" />
      <Flex wrap gap={8} align="center">
        <SurenessTag card={card} />
        <CardFeatureTags {...card} />
        {comparisons && (
          <Typography.Link href={comparisons} target="_blank" rel="noopener noreferrer">
            Sold comparisons <ExportOutlined />
          </Typography.Link>
        )}
      </Flex>
      <SamePhotosLine card={card} />
      <PricingProblem card={card} />
    </Flex>
  );
}

export interface ProcessedListProps {
  entries: ProcessedEntry[];
  onRetry: (key: string) => void;
  /** Empties the list (the cards stay on /cards). */
  onClear: () => void;
}

/** Overall progress (identified/total) and every card this tab processed, until cleared, updated live. */
export function ProcessedList({ entries, onRetry, onClear }: ProcessedListProps) {
  const identified = entries.filter(isIdentified).length;
  const total = entries.length;
  return (
    <Card
      title="Processed Cards"
      style={{ marginBottom: 16 }}
      data-testid="processed-cards"
      extra={
        total > 0 && (
          <Button size="small" onClick={onClear} title="The cards stay on All Cards and in Review">
            Clear list
          </Button>
        )
      }
    >
      <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
        <Progress
          percent={total === 0 ? 0 : Math.round((identified / total) * 100)}
          format={() => `${identified}/${total}`}
          status={total > 0 && identified === total ? 'success' : 'active'}
          style={{ flex: 1, margin: 0 }}
          aria-label="Overall progress"
        />
        <Typography.Text
          type="secondary"
          data-testid="progress-text"
          role="status"
          style={{ whiteSpace: 'nowrap' }}
        >
          {progressText(entries)}
        </Typography.Text>
      </Flex>
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Cards you process appear here." />
      ) : (
        <List
          dataSource={entries}
          rowKey="key"
          pagination={{ pageSize: 20, hideOnSinglePage: true, size: 'small' }}
          renderItem={(entry) => (
            <List.Item data-testid="processed-card" data-status={entryStatus(entry)}>
              <Flex gap={12} align="flex-start" style={{ width: '100%', minWidth: 0 }}>
                <CardPicture
                  src={entry.card?.thumbnailUrl ?? entry.previewUrl}
                  turn={entry.card?.thumbnailUrl ? entry.card.imageTurn : 0}
                  alt={
                    entry.card && isIdentified(entry)
                      ? `Photo of ${cardHeading(entry.card)}`
                      : `Photo ${entry.label}`
                  }
                  box={{ width: 64, height: 64 }}
                  fit="cover"
                />
                <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Flex wrap gap={8} align="center">
                    <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                      {entry.card && isIdentified(entry)
                        ? cardDetailsLine(entry.card)
                        : entry.label}
                    </Typography.Text>
                    <CardStatusTag
                      status={entryStatus(entry)}
                      needsCheck={entry.card?.needsCheck}
                    />
                  </Flex>
                  <EntryDetails entry={entry} onRetry={() => onRetry(entry.key)} />
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
