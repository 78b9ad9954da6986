import { WarningOutlined } from '@ant-design/icons';
import type { Card, IdentifiedField } from '@pennant/contracts';
import { CardStatusTag, ConfidenceBadge } from '@pennant/ui';
import { Tag, Typography } from 'antd';
import { checkedByDealer, doubtSummary, samePhotosNote } from './doubt';

/** The engine doubts this field of a card still to be checked. */
export function doubtful(
  card: Pick<Card, 'needsCheck' | 'doubtfulFields'>,
  field: IdentifiedField,
) {
  return card.needsCheck && card.doubtfulFields.includes(field);
}

/** A line in amber under a card, saying what to look at. */
function WarningLine({ text, testId }: { text: string; testId: string }) {
  return (
    <Typography.Text type="warning" style={{ display: 'block', fontSize: 13 }} data-testid={testId}>
      <WarningOutlined /> {text}
    </Typography.Text>
  );
}

/** "Same photos as another of your cards…" on a card made twice; nothing otherwise. */
export function SamePhotosLine({ card }: { card: Card }) {
  const note = samePhotosNote(card);
  return note ? <WarningLine text={note} testId="same-photos-line" /> : null;
}

/** "Check player and year" in amber on a card Pennant is not sure of, and a card made twice says so. */
export function DoubtLine({ card }: { card: Card }) {
  const summary = card.needsCheck ? doubtSummary(card) : null;
  return (
    <>
      <SamePhotosLine card={card} />
      {summary && <WarningLine text={summary} testId="doubt-line" />}
    </>
  );
}

/** How sure Pennant is; "Checked by you" instead once the dealer checked a doubtful card. */
export function SurenessTag({ card }: { card: Card }) {
  return checkedByDealer(card) ? (
    <Tag color="success" bordered={false}>
      Checked by you
    </Tag>
  ) : (
    <ConfidenceBadge value={card.confidence} />
  );
}

/** The status, and how sure Pennant is. */
export function ReadingTags({ card }: { card: Card }) {
  return (
    <>
      <CardStatusTag status={card.status} needsCheck={card.needsCheck} />
      <SurenessTag card={card} />
    </>
  );
}
