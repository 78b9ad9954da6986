import { WarningOutlined } from '@ant-design/icons';
import type { Card, IdentifiedField } from '@pennant/contracts';
import { CardStatusTag, ConfidenceBadge } from '@pennant/ui';
import { Tag, Typography } from 'antd';
import { checkedByDealer, doubtSummary } from './doubt';

/** The engine doubts this field of a card still to be checked. */
export function doubtful(
  card: Pick<Card, 'needsCheck' | 'doubtfulFields'>,
  field: IdentifiedField,
) {
  return card.needsCheck && card.doubtfulFields.includes(field);
}

/** "Check player and year" in amber on a card Pennant is not sure of; nothing otherwise. */
export function DoubtLine({ card }: { card: Card }) {
  const summary = card.needsCheck ? doubtSummary(card) : null;
  if (!summary) return null;
  return (
    <Typography.Text
      type="warning"
      style={{ display: 'block', fontSize: 13 }}
      data-testid="doubt-line"
    >
      <WarningOutlined /> {summary}
    </Typography.Text>
  );
}

/** The status, and how sure Pennant is; "Checked by you" instead once the dealer checked a doubtful card. */
export function ReadingTags({ card }: { card: Card }) {
  return (
    <>
      <CardStatusTag status={card.status} needsCheck={card.needsCheck} />
      {checkedByDealer(card) ? (
        <Tag color="success" bordered={false}>
          Checked by you
        </Tag>
      ) : (
        <ConfidenceBadge value={card.confidence} />
      )}
    </>
  );
}
