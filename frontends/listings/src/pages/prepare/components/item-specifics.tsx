import type { AspectCheck } from '@pennant/contracts';
import { Alert, Descriptions, Flex, Progress, Tag, Typography } from 'antd';

/** Two columns wherever there is room, one on a phone (antd needs every breakpoint named). */
export const TWO_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };

export interface ItemSpecificsProps {
  aspects: Record<string, string[]>;
  check: AspectCheck;
}

/**
 * The item specifics sent to eBay, checked against the category's live aspects: required ones
 * without a value block publishing and are named; recommended ones without a value are listed
 * beside how complete the specifics are.
 */
export function ItemSpecifics({ aspects, check }: ItemSpecificsProps) {
  const entries = Object.entries(aspects);
  return (
    <Flex vertical gap={12} data-testid="item-specifics">
      {check.missingRequired.length > 0 && (
        <Alert
          type="error"
          showIcon
          message="eBay requires these item specifics before publishing"
          description={check.missingRequired.join(', ')}
          data-testid="missing-required"
        />
      )}
      <Flex align="center" gap={12} wrap>
        <Typography.Text type="secondary">Completeness</Typography.Text>
        <Progress
          percent={check.completeness}
          size="small"
          style={{ width: 160, margin: 0 }}
          status={check.missingRequired.length > 0 ? 'exception' : 'normal'}
          aria-label="Item specifics completeness"
        />
        {check.missingRecommended.length > 0 && (
          <Typography.Text type="secondary" data-testid="missing-recommended">
            Buyers also filter on:{' '}
            {check.missingRecommended.map((name) => (
              <Tag key={name} bordered={false}>
                {name}
              </Tag>
            ))}
          </Typography.Text>
        )}
      </Flex>
      {entries.length > 0 ? (
        <Descriptions
          size="small"
          bordered
          column={TWO_COLUMNS}
          items={entries.map(([name, values]) => ({
            key: name,
            label: name,
            children: values.join(', '),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">No item specifics yet.</Typography.Text>
      )}
    </Flex>
  );
}
