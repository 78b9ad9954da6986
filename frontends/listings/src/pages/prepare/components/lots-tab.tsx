import { ExportOutlined, FileDoneOutlined, SendOutlined, UngroupOutlined } from '@ant-design/icons';
import type { Lot, PublishListingsRequest } from '@pennant/contracts';
import { CardPicture, formatMoney, ListingStatusTag } from '@pennant/ui';
import { Alert, App, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { dissolveLot, errorText, prepareLot } from '../../../shared/listings-api';
import { useLots } from '../service';

const THUMBNAILS_SHOWN = 8;
export const MIN_LOT_SIZE = 2;
const LOT_STATUS: Record<Lot['status'], { label: string; color?: string }> = {
  // "Open" beside the Open up button read as the same word.
  open: { label: 'Not listed' },
  listed: { label: 'Listed', color: 'green' },
  sold: { label: 'Sold', color: 'blue' },
};

export interface LotsTabProps {
  publishing: boolean;
  onPublish: (request: PublishListingsRequest) => void;
  /** Called with a lot's listing once it is prepared, so the dealer can review it. */
  onPrepared: (listingId: string) => void;
}

/** "Coffey, Modano, Neely + 11": the lot's players, most valuable first as the server lists them. */
export function lotPlayers(lot: Pick<Lot, 'cards'>, shown = 3): string {
  const names = [...new Set(lot.cards.map((card) => card.player).filter(Boolean))] as string[];
  if (names.length === 0) return 'Players not identified';
  const rest = lot.cards.length - Math.min(shown, names.length);
  return `${names.slice(0, shown).join(', ')}${rest > 0 ? ` + ${rest}` : ''}`;
}

function LotCard({ lot, publishing, onPublish, onPrepared }: { lot: Lot } & LotsTabProps) {
  const { notification, modal } = App.useApp();
  const [preparing, setPreparing] = useState(false);
  const live = lot.listing?.status === 'active' || lot.listing?.status === 'publishing';
  const over = lot.status === 'sold' || lot.listing?.status === 'sold';
  // eBay's lot category wants two cards or more; one card is listed alone once the lot is opened up.
  const tooSmall = lot.cards.length < MIN_LOT_SIZE;

  const prepare = async () => {
    setPreparing(true);
    try {
      const preparation = await prepareLot(lot.id);
      notification.success({ message: 'Listing Prepared', description: preparation.title });
      onPrepared(preparation.listingId);
    } catch (error) {
      notification.error({ message: 'Preparation Failed', description: errorText(error) });
    } finally {
      setPreparing(false);
    }
  };

  const openUp = () =>
    modal.confirm({
      title: 'Open up this lot?',
      content: `${lot.cards.length === 1 ? 'Its card goes back to the approved singles' : `Its ${lot.cards.length} cards go back to the approved singles`}, to list alone (a card marked Check goes back to Review first)${lot.listing ? ', and the lot listing that is not on eBay is deleted' : ''}.`,
      okText: 'Open up',
      onOk: async () => {
        try {
          await dissolveLot(lot.id);
          notification.success({ message: 'Lot Opened Up', description: lot.title });
        } catch (error) {
          notification.error({
            message: 'Could Not Open Up the Lot',
            description: errorText(error),
          });
        }
      },
    });

  return (
    <Card
      size="small"
      data-testid="lot-card"
      data-lot-id={lot.id}
      title={
        <Typography.Text strong ellipsis={{ tooltip: lot.title }}>
          {lot.title}
        </Typography.Text>
      }
      extra={<Tag color={LOT_STATUS[lot.status].color}>{LOT_STATUS[lot.status].label}</Tag>}
      actions={[
        <Button
          key="prepare"
          type="text"
          icon={<FileDoneOutlined />}
          loading={preparing}
          disabled={live || over || tooSmall}
          onClick={() => void prepare()}
        >
          Prepare
        </Button>,
        <Button
          key="publish"
          type="text"
          icon={<SendOutlined />}
          loading={publishing}
          disabled={live || over || tooSmall}
          onClick={() => onPublish({ lotIds: [lot.id] })}
        >
          Publish
        </Button>,
        <Button
          key="open"
          type="text"
          icon={<UngroupOutlined />}
          disabled={live || over}
          onClick={openUp}
        >
          Open up
        </Button>,
      ]}
    >
      <Flex gap={6} wrap style={{ marginBottom: 8 }}>
        {lot.cards.slice(0, THUMBNAILS_SHOWN).map((card) => (
          <CardPicture
            key={card.id}
            src={card.thumbnailUrl}
            turn={card.thumbnailTurn}
            alt={card.player ?? 'Card'}
            box={{ width: 44, height: 44 }}
            fit="cover"
          />
        ))}
        {lot.cards.length > THUMBNAILS_SHOWN && (
          <Tag style={{ alignSelf: 'center' }}>+{lot.cards.length - THUMBNAILS_SHOWN}</Tag>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {lot.cards.length} card{lot.cards.length === 1 ? '' : 's'}: {lotPlayers(lot)}
      </Typography.Text>
      <Flex gap={16} wrap style={{ marginTop: 8, fontVariantNumeric: 'tabular-nums' }}>
        <span data-testid="lot-market-value">
          <Typography.Text type="secondary">Market value total </Typography.Text>
          <strong>{formatMoney(lot.marketValueTotal)}</strong>
        </span>
        {!tooSmall && (
          <span data-testid="lot-suggested-price">
            <Typography.Text type="secondary">Suggested price </Typography.Text>
            <strong>{formatMoney(lot.suggestedPrice)}</strong>
          </span>
        )}
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 8, minHeight: 24 }}>
        {lot.listing ? (
          <>
            <ListingStatusTag status={lot.listing.status} />
            {lot.listing.url && (
              <Typography.Link href={lot.listing.url} target="_blank" rel="noopener noreferrer">
                View on eBay <ExportOutlined />
              </Typography.Link>
            )}
          </>
        ) : tooSmall ? (
          <Typography.Text type="warning">
            A lot needs two cards or more: open it up to list this card alone.
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Not prepared</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** Lots: low-value cards grouped for one listing each, prepared, published or opened up. */
export function LotsTab(props: LotsTabProps) {
  const { data: lots, error, isLoading } = useLots();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message="Lots could not be loaded"
        description={errorText(error)}
      />
    );
  if (!lots || lots.length === 0)
    return (
      <Empty
        style={{ margin: '48px 0' }}
        description="No lots. On the Review screen, Send Low-FMV to Lot groups cheap cards into lots."
      />
    );
  return (
    <Row gutter={[16, 16]}>
      {lots.map((lot) => (
        <Col key={lot.id} xs={24} md={12} xl={8}>
          <LotCard lot={lot} {...props} />
        </Col>
      ))}
    </Row>
  );
}
