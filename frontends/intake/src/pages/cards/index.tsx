import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Col,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Row,
  Segmented,
  Select,
} from 'antd';
import { PageHeader } from '@pennant/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CardDetailsDrawer } from '../../shared/card-details-drawer';
import { CardEditPanel, useCardEditing } from '../../shared/card-edit';
import { errorText } from '@pennant/api-client';
import { handOverFiles } from '../../shared/file-handoff';
import { ACCEPTED_TYPES_LABEL, isAcceptedImage } from '../../shared/restrictions';
import { useCardAndListingEvents } from '../../shared/use-card-events';
import { UploadZone } from '../../shared/upload-zone';
import { CardStats } from './components/card-stats';
import { CardTile, CardTileSkeleton } from './components/card-tile';
import { SelectionBar } from './components/selection-bar';
import { useCardSelection } from './selection';
import { cardOnEbay, useListingsOfCards, useLotsOfCards } from '../../shared/card-listings';
import {
  emptyText,
  PAGE_SIZE,
  SKELETON_TILES,
  STATUS_FILTERS,
  useCardList,
  useCardStats,
  type StatusFilter,
} from './service';
import { DEFAULT_VIEW, pageWithCards, SORT_OPTIONS, useCardsView } from './view';

const GRID = { xs: 12, md: 8, lg: 6, xxl: 4 };

/** /cards: every card with its status, live while cards are identified; search, filter, view, edit. */
export default function CardsPage() {
  const navigate = useNavigate();
  const { view, search, setSearch, searchNow, change } = useCardsView();
  const { status, q, sort, page } = view;
  const list = useCardList(status, q, sort, page);
  const { stats, isLoading: statsLoading } = useCardStats(list.data);
  const [viewingId, setViewingId] = useState<string | null>(null);
  // Seven statuses do not fit a phone's width side by side: a phone picks one from a list.
  const phone = Grid.useBreakpoint().sm === false;
  useCardAndListingEvents();

  const cards = useMemo(() => list.data?.items ?? [], [list.data]);
  const pageToShow =
    list.data && pageWithCards({ ...list.data, cards: list.data.items.length }, PAGE_SIZE);
  useEffect(() => {
    if (pageToShow) change({ page: pageToShow });
  }, [pageToShow, change]);
  const selection = useCardSelection(cards);
  const { clear: clearSelection } = selection;

  // Another filter, search or order shows other cards: what was ticked under the last one is let go with it.
  useEffect(() => {
    clearSelection();
  }, [status, q, sort, clearSelection]);
  const listings = useListingsOfCards(cards);
  const lots = useLotsOfCards(cards);
  const viewing = cards.find((card) => card.id === viewingId) ?? null;
  const { editing, edit, panel } = useCardEditing(cards, list.data !== undefined);
  const { message } = App.useApp();
  // Files that are no card photos stay here with the reason: /upload would only refuse them.
  const uploadFiles = (files: File[]) => {
    const photos = files.filter(isAcceptedImage);
    if (photos.length === 0) {
      message.error(`You can only upload: ${ACCEPTED_TYPES_LABEL}`);
      return;
    }
    handOverFiles(files);
    navigate('/upload');
  };

  return (
    <div data-testid="cards-page">
      <PageHeader
        title="Card Processing"
        subtitle="Every card you uploaded, as it is identified and valued."
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => navigate('/upload')}>
            Upload Cards
          </Button>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <UploadZone compact onFiles={uploadFiles} />
      </div>
      <CardStats stats={stats} loading={statsLoading} />
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Search player, team, brand, set, number or year"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(text) => searchNow(text)}
          style={{ maxWidth: 360, flex: '1 1 240px' }}
          aria-label="Search cards"
        />
        {phone ? (
          <Select
            value={status}
            onChange={(value) => change({ status: value })}
            options={STATUS_FILTERS}
            aria-label="Status filter"
            style={{ flex: '1 1 160px' }}
          />
        ) : (
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Segmented
              value={status}
              onChange={(value) => change({ status: value as StatusFilter })}
              options={STATUS_FILTERS}
              aria-label="Status filter"
              data-testid="status-filter"
            />
          </div>
        )}
        <Select
          value={sort}
          onChange={(value) => change({ sort: value })}
          options={SORT_OPTIONS}
          aria-label="Sort cards"
          style={{ width: 170 }}
        />
      </Flex>
      {selection.cards.length > 0 && (
        <SelectionBar
          selected={selection.cards}
          failed={selection.failed}
          page={cards}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
          onDone={selection.forget}
        />
      )}
      {list.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Cards could not be loaded"
          description={errorText(list.error)}
        />
      )}
      <Row gutter={[16, 16]}>
        {list.isLoading
          ? Array.from({ length: SKELETON_TILES }, (_, index) => (
              <Col key={index} {...GRID}>
                <CardTileSkeleton />
              </Col>
            ))
          : cards.map((card) => (
              <Col key={card.id} {...GRID}>
                <CardTile
                  card={card}
                  onEbay={cardOnEbay(listings.get(card.id), lots.get(card.id), card)}
                  onView={(target) => setViewingId(target.id)}
                  onEdit={edit}
                  selected={selection.has(card.id)}
                  onSelect={(target, on, extend) =>
                    selection.toggle(target, on, extend ? cards : null)
                  }
                />
              </Col>
            ))}
      </Row>
      {!list.isLoading && !list.error && cards.length === 0 && (
        <Empty description={emptyText(q, status)} style={{ margin: '48px 0' }}>
          {(q.trim() || status !== 'all') && (
            <Button onClick={() => searchNow('', { status: DEFAULT_VIEW.status })}>
              Show all cards
            </Button>
          )}
        </Empty>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onChange={(next) => change({ page: next })}
            showSizeChanger={false}
          />
        </Flex>
      )}
      <CardDetailsDrawer
        card={viewing}
        listing={viewing ? listings.get(viewing.id) : undefined}
        lot={viewing ? lots.get(viewing.id) : undefined}
        onClose={() => setViewingId(null)}
        onEdit={edit}
      />
      <CardEditPanel
        {...panel}
        onEbay={editing ? cardOnEbay(listings.get(editing.id), lots.get(editing.id)) : null}
      />
    </div>
  );
}
