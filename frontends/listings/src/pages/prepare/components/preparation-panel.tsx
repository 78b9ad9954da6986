import {
  CopyOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  ReloadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { CardPreparation } from '@pennant/contracts';
import { askFirst, formatMoney, ListingStatusTag } from '@pennant/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { copyText } from '../../../shared/copy-text';
import { DescriptionFrame } from '../../../shared/description-frame';
import {
  errorText,
  regenerate,
  usePreparation,
  useSellingSetup,
} from '../../../shared/listings-api';
import { formatText, priceLines, readinessTag } from '../listing-display';
import { titleCount } from '../title';
import { ItemSpecifics, TWO_COLUMNS } from './item-specifics';

const NOT_ON_EBAY: CardPreparation['listingStatus'][] = ['draft', 'error'];

export interface PreparationPanelProps {
  listingId: string;
  onEdit: (preparation: CardPreparation) => void;
  onPreview: (preparation: CardPreparation) => void;
  onPublish: (preparation: CardPreparation) => void;
  publishing: boolean;
}

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section style={{ marginTop: 20 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await copyText(text);
      message.success('Copied');
    } catch (error) {
      message.error(`Copy Failed: ${errorText(error)}`);
    }
  };
  return (
    <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label={label}>
      Copy
    </Button>
  );
}

/** One prepared listing, as it will go to eBay, with what blocks it and the ways to change it. */
export function PreparationPanel({
  listingId,
  onEdit,
  onPreview,
  onPublish,
  publishing,
}: PreparationPanelProps) {
  const { notification, modal } = App.useApp();
  const { data: preparation, error, isLoading, mutate } = usePreparation(listingId);
  const setup = useSellingSetup();
  const [regenerating, setRegenerating] = useState(false);

  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !preparation)
    return (
      <Alert
        type="error"
        showIcon
        message="This listing could not be loaded"
        description={error ? errorText(error) : undefined}
      />
    );

  const count = titleCount(preparation.title);
  const readiness = readinessTag(preparation.status, setup.data?.ready !== false);
  // Once on eBay (or on its way), the listing changes from the dashboard: price, End, Relist.
  const onEbay = !NOT_ON_EBAY.includes(preparation.listingStatus);
  const blocked =
    preparation.problems.length > 0 || preparation.aspectCheck.missingRequired.length > 0;
  // The last publish did not list it: its reasons stay here until it is published again.
  const failed = preparation.listingStatus === 'error';

  const makeAgain = async () => {
    setRegenerating(true);
    try {
      await regenerate(preparation);
      await mutate();
      notification.success({
        message: 'Listing Prepared',
        description: 'Made again from the card.',
      });
    } catch (failure) {
      notification.error({ message: 'Preparation Failed', description: errorText(failure) });
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <Card data-testid="preparation-panel" data-listing-id={preparation.listingId}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <ListingStatusTag status={preparation.listingStatus} />
          {!onEbay && !failed && (
            <Tag color={readiness.color} bordered={false}>
              {readiness.text}
            </Tag>
          )}
          {preparation.editedFields.length > 0 && (
            <Tooltip title={`Edited by you: ${preparation.editedFields.join(', ')}`}>
              <Tag bordered={false}>Edited</Tag>
            </Tooltip>
          )}
        </Space>
        {onEbay ? (
          <Space wrap>
            <Button icon={<EyeOutlined />} onClick={() => onPreview(preparation)}>
              Preview
            </Button>
            {preparation.url && (
              <Button
                href={preparation.url}
                target="_blank"
                rel="noopener noreferrer"
                icon={<ExportOutlined />}
              >
                View on eBay
              </Button>
            )}
          </Space>
        ) : (
          <Space wrap>
            <Button
              icon={<ReloadOutlined />}
              loading={regenerating}
              onClick={() =>
                askFirst(modal, {
                  title: 'Make this listing again from the card?',
                  content: 'Your edits to this listing are replaced.',
                  okText: 'Regenerate',
                  destructive: true,
                  onOk: () => makeAgain(),
                })
              }
            >
              Regenerate
            </Button>
            <Button icon={<EditOutlined />} onClick={() => onEdit(preparation)}>
              Edit Listing
            </Button>
            <Button icon={<EyeOutlined />} onClick={() => onPreview(preparation)}>
              Preview
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={blocked}
              loading={publishing}
              onClick={() => onPublish(preparation)}
              data-testid="publish-listing"
            >
              {failed ? 'Publish again' : 'Publish'}
            </Button>
          </Space>
        )}
      </Flex>
      {failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={blocked ? 'Not listed on eBay' : 'Not listed on eBay: publish it again'}
          description={
            preparation.publishErrors.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {preparation.publishErrors.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : undefined
          }
          data-testid="publish-errors"
        />
      )}
      {preparation.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message="Fix before publishing"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {preparation.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
          data-testid="problems"
        />
      )}
      {preparation.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={preparation.warnings.join(' · ')}
          data-testid="warnings"
        />
      )}
      <Section
        title="Title"
        extra={
          <Space>
            <Typography.Text
              type={count.over ? 'danger' : 'secondary'}
              data-testid="title-counter"
              aria-label={`${count.length} of 80 characters`}
            >
              {count.text}
            </Typography.Text>
            <CopyButton text={preparation.title} label="Copy title" />
          </Space>
        }
      >
        <Typography.Paragraph
          strong
          style={{ fontSize: 16, marginBottom: 0 }}
          data-testid="listing-title"
        >
          {preparation.title || 'Untitled Card'}
        </Typography.Paragraph>
      </Section>
      <Descriptions
        size="small"
        column={TWO_COLUMNS}
        style={{ marginTop: 16 }}
        items={[
          ...priceLines(preparation).map((line) => ({
            key: line.label,
            label: line.label,
            children: <strong data-testid="listing-price">{line.value}</strong>,
          })),
          { key: 'format', label: 'Format', children: formatText(preparation) },
          { key: 'market', label: 'Market value', children: formatMoney(preparation.marketValue) },
          { key: 'category', label: 'Category', children: preparation.category.name },
          {
            key: 'condition',
            label: 'Condition',
            children: (
              <span data-testid="listing-condition">
                {preparation.condition || 'Ungraded'}
                {preparation.conditionDescriptors.map((descriptor) => (
                  <Tag key={descriptor.id} bordered={false} style={{ marginLeft: 6 }}>
                    {descriptor.name}: {descriptor.value}
                  </Tag>
                ))}
              </span>
            ),
          },
          { key: 'sku', label: 'SKU', children: <code>{preparation.sku}</code> },
          ...(preparation.lotSize
            ? [{ key: 'lot', label: 'Cards in lot', children: preparation.lotSize }]
            : []),
        ]}
      />
      <Section title="Special features">
        {preparation.features.length > 0 ? (
          preparation.features.map((feature) => (
            <Tag key={feature} color="blue">
              {feature}
            </Tag>
          ))
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        )}
      </Section>
      <Section title="Item specifics">
        <ItemSpecifics aspects={preparation.aspects} check={preparation.aspectCheck} />
      </Section>
      <Section
        title="Description"
        extra={<CopyButton text={preparation.description} label="Copy description" />}
      >
        {preparation.description ? (
          <DescriptionFrame html={preparation.description} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No description" />
        )}
      </Section>
      <Section title="SEO keywords">
        {preparation.keywords.length > 0 ? (
          preparation.keywords.map((keyword) => <Tag key={keyword}>{keyword}</Tag>)
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        )}
      </Section>
    </Card>
  );
}
