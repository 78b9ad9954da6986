import { CheckCircleOutlined, GroupOutlined } from '@ant-design/icons';
import type { ApproveAllResponse, Card } from '@pennant/contracts';
import { PageHeader } from '@pennant/ui';
import { Alert, App, Button, Col, Empty, Row, Space, type ModalFuncProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { approveAllCards, lotLowFmvCards, previewLotLowFmv } from '../../shared/cards-api';
import {
  approvalDoubt,
  afterApproval,
  approvalQuestion,
  approveAllQuestion,
  approveAllSummary,
  asksBeforeApproving,
  stillSkipped,
} from './approval';
import { SkippedNote } from './components/skipped-note';
import { CardEditPanel, useCardEditing } from '../../shared/card-edit';
import { errorText } from '@pennant/api-client';
import { useCardEvents } from '../../shared/use-card-events';
import { EbayUnavailableNote } from '../../shared/pricing-problem';
import { FilterBar } from './components/filter-bar';
import { KeyLegend } from './components/key-legend';
import { ReviewTile, ReviewTileSkeleton } from './components/review-tile';
import {
  filterOptions,
  isFiltered,
  NO_FILTERS,
  reviewQueue,
  type ReviewFilters,
  type ReviewSort,
} from './filters';
import { MoreTiles } from './components/more-tiles';
import {
  focusFollowsSelection,
  returnFocusToTile,
  tileElement,
  tilesDrawn,
  TILES_AT_ONCE,
} from './drawing';
import { commandFor, moveSelection, photoZoomed } from './keyboard';
import { lotQuestion } from './lotting';
import {
  approveOptimistically,
  EMPTY_TEXT,
  SKELETON_TILES,
  useAutoPublish,
  usePendingCards,
} from './service';
import { useSessionApprovals } from './use-session-approvals';

const GRID = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/** /review: approve, correct or lot identified cards, least confident first; the keyboard alone will do. */
export default function ReviewPage() {
  const { message, modal } = App.useApp();
  const pending = usePendingCards();
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  const [sort, setSort] = useState<ReviewSort>('confidence');
  const [selected, setSelected] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [asked, setAsked] = useState(TILES_AT_ONCE);
  /** Doubtful cards the dealer already agreed to approve this session: not asked twice. */
  const answered = useRef(new Set<string>());
  /** The dealer said not to ask again before approving cards marked Check, until the page is left. */
  const [trustCheck, setTrustCheck] = useState(false);
  const [skipped, setSkipped] = useState<ApproveAllResponse['skipped'] | null>(null);
  const [skippedOnly, setSkippedOnly] = useState(false);
  const approvals = useSessionApprovals();
  const autoPublish = useAutoPublish();
  useCardEvents();

  const allCards = useMemo(() => pending.data ?? [], [pending.data]);
  const { editing, edit, panel } = useCardEditing(allCards, pending.data !== undefined);
  const waitingSkipped = useMemo(() => stillSkipped(skipped, allCards), [skipped, allCards]);
  const cards = useMemo(() => {
    if (!skippedOnly || !waitingSkipped) return allCards;
    const ids = new Set(waitingSkipped.map((skip) => skip.cardId));
    return allCards.filter((card) => ids.has(card.id));
  }, [allCards, waitingSkipped, skippedOnly]);
  const options = useMemo(() => filterOptions(cards), [cards]);
  const queue = useMemo(() => reviewQueue(cards, filters, sort), [cards, filters, sort]);
  const current = queue[Math.min(selected, queue.length - 1)] ?? null;
  const drawn = tilesDrawn(asked, selected, queue.length);
  const latestQueue = useRef(queue);
  latestQueue.current = queue;
  // By id: a card's update from the server replaces its object, and a tile may answer before it redraws.
  const select = useCallback((card: Card) => {
    const index = latestQueue.current.findIndex((queued) => queued.id === card.id);
    if (index >= 0) setSelected(index);
  }, []);
  const drawMore = useCallback(() => setAsked((count) => count + TILES_AT_ONCE), []);

  useEffect(() => {
    setSelected(0);
    setAsked(TILES_AT_ONCE);
  }, [filters, sort]);
  useEffect(() => {
    if (selected >= queue.length && queue.length > 0) setSelected(queue.length - 1);
  }, [selected, queue.length]);
  /** The arrow keys moved the selection: the focus follows it, so a screen reader names the card now selected. */
  const movedByKeys = useRef(false);
  /** The first card selected as the page opens is not scrolled to: the page's title and filters stay in sight. */
  const shownFirst = useRef(false);
  useEffect(() => {
    if (!current) return;
    const tile = tileElement(current.id);
    if (shownFirst.current) tile?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    shownFirst.current = true;
    if (movedByKeys.current && focusFollowsSelection(document.activeElement)) {
      tile?.focus({ preventScroll: true });
    }
    movedByKeys.current = false;
  }, [current]);

  /**
   * A question (or, as 'info', a message) over the keys: they wait while it is open, and come back the moment it is
   * answered (not after its closing animation, or a quick A after Enter would be lost).
   */
  const confirm = useCallback(
    (config: ModalFuncProps, kind: 'confirm' | 'info' = 'confirm') => {
      setDialogOpen(true);
      return modal[kind]({
        ...config,
        onOk: (...args) => {
          setDialogOpen(false);
          return config.onOk?.(...args);
        },
        onCancel: () => setDialogOpen(false),
        afterClose: () => setDialogOpen(false),
      });
    },
    [modal],
  );

  const approveNow = useCallback(
    async (card: Card) => {
      try {
        await approvals.approving(
          [card.id],
          approveOptimistically(card),
          () => `Card Approved: ${afterApproval(autoPublish, 'it')}.`,
        );
      } catch (error) {
        message.error(`Approval Failed: ${errorText(error)}`);
      }
    },
    [message, approvals, autoPublish],
  );

  /**
   * Approves at once, or after one question for a card without a price or marked Check. A Check card's question also
   * offers "Approve, don't ask again" (Shift+Tab, Enter from the focused Approve): the dealer who looks at the photos
   * before each A is not asked for every card of a stack that all reads Check.
   */
  const approve = useCallback(
    (card: Card) => {
      const doubt = approvalDoubt(card);
      if (!doubt || !asksBeforeApproving(card, answered.current, trustCheck))
        return void approveNow(card);
      const agree = () => {
        answered.current.add(card.id);
        void approveNow(card);
      };
      const question = confirm({
        ...approvalQuestion(card, doubt),
        okText: 'Approve',
        onOk: agree,
        footer:
          doubt === 'check'
            ? (_, { OkBtn, CancelBtn }) => (
                <>
                  <CancelBtn />
                  <Button
                    data-testid="approve-stop-asking"
                    onClick={() => {
                      setTrustCheck(true);
                      question.destroy();
                      setDialogOpen(false);
                      agree();
                    }}
                  >
                    Approve, don&apos;t ask again
                  </Button>
                  <OkBtn />
                </>
              )
            : undefined,
      });
    },
    [approveNow, confirm, trustCheck],
  );

  const confirmApproveAll = () => {
    const filtered = isFiltered(filters);
    const shown = filtered ? queue : cards;
    const { title, content, approvable } = approveAllQuestion(shown, filtered, autoPublish);
    if (approvable === 0) {
      confirm({ title, content }, 'info');
      return;
    }
    confirm({
      title,
      content,
      okText: 'Approve All',
      onOk: async () => {
        try {
          // An approval or undo still on its way is answered first: Approve All judges the cards as the dealer left them.
          await approvals.settled();
          const ids = shown.map((card) => card.id);
          const answer = await approveAllCards(ids);
          setSkipped(answer.skipped.length ? answer.skipped : null);
          setSkippedOnly(false);
          // What this request approved: cards another tab approved meanwhile are not this Undo's to take back.
          approvals.approved(answer.approvedIds, approveAllSummary(answer));
        } catch (error) {
          message.error(`Approval Failed: ${errorText(error)}`);
        }
      },
    });
  };

  /** Asks with the figures of what would be lotted; the keys wait from the moment it is asked for. */
  const confirmLot = useCallback(async () => {
    setDialogOpen(true);
    let question: ReturnType<typeof lotQuestion>;
    try {
      question = lotQuestion(await previewLotLowFmv());
    } catch (error) {
      setDialogOpen(false);
      message.error(`Lotting Failed: ${errorText(error)}`);
      return;
    }
    if (!question.lotting) {
      confirm({ title: question.title, content: question.content }, 'info');
      return;
    }
    confirm({
      title: question.title,
      content: question.content,
      okText: 'Send to Lot',
      onOk: async () => {
        try {
          const { lotted, lots } = await lotLowFmvCards();
          message.success(
            lotted === 0
              ? 'No cards are under your minimum single FMV.'
              : `Sent ${lotted} card${lotted === 1 ? '' : 's'} to ${lots.length} lot${lots.length === 1 ? '' : 's'}`,
          );
        } catch (error) {
          message.error(`Lotting Failed: ${errorText(error)}`);
        }
      },
    });
  }, [message, confirm]);

  useEffect(() => {
    if (editing || dialogOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandFor({
        ...event,
        key: event.key,
        target: event.target as HTMLElement | null,
        photoZoomed: photoZoomed(document),
      });
      if (!command) return;
      event.preventDefault();
      if (command === 'next' || command === 'previous') {
        movedByKeys.current = true;
        setSelected((index) => moveSelection(index, command, queue.length));
      } else if (command === 'lot') void confirmLot();
      else if (command === 'undo') approvals.undoLast();
      else if (current && command === 'approve') approve(current);
      else if (current && command === 'edit') edit(current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editing, dialogOpen, queue.length, current, approve, confirmLot, approvals, edit]);

  const count = allCards.length;
  return (
    <div data-testid="review-page">
      <PageHeader
        title="Pending Review"
        subtitle={
          <span data-testid="pending-count">
            {count} card{count === 1 ? '' : 's'} ready for approval
          </span>
        }
        extra={
          <Space wrap>
            <Button
              icon={<GroupOutlined />}
              onClick={() => void confirmLot()}
              disabled={count === 0}
            >
              Send Low-FMV to Lot
            </Button>
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              onClick={confirmApproveAll}
              disabled={queue.length === 0}
            >
              Approve All
            </Button>
          </Space>
        }
      />
      <KeyLegend />
      {trustCheck && (
        <Alert
          type="info"
          showIcon
          data-testid="not-asking-note"
          style={{ marginBottom: 12 }}
          message="Cards marked Check are approved without asking, until you leave this page."
          action={
            <Button size="small" onClick={() => setTrustCheck(false)}>
              Ask again
            </Button>
          }
        />
      )}
      {waitingSkipped && (
        <SkippedNote
          skipped={waitingSkipped}
          showingSkipped={skippedOnly}
          onShowSkipped={setSkippedOnly}
          onClose={() => {
            setSkipped(null);
            setSkippedOnly(false);
          }}
        />
      )}
      <EbayUnavailableNote cards={allCards} />
      <FilterBar
        filters={filters}
        options={options}
        sort={sort}
        onChange={setFilters}
        onSortChange={setSort}
      />
      {pending.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Cards could not be loaded"
          description={errorText(pending.error)}
        />
      )}
      <Row gutter={[16, 16]}>
        {pending.isLoading
          ? Array.from({ length: SKELETON_TILES }, (_, index) => (
              <Col key={index} {...GRID}>
                <ReviewTileSkeleton />
              </Col>
            ))
          : queue.slice(0, drawn).map((card) => (
              <Col key={card.id} {...GRID}>
                <ReviewTile
                  card={card}
                  selected={card.id === current?.id}
                  onSelect={select}
                  onApprove={approve}
                  onEdit={edit}
                />
              </Col>
            ))}
      </Row>
      {!pending.isLoading && drawn < queue.length && (
        <MoreTiles left={queue.length - drawn} step={TILES_AT_ONCE} onMore={drawMore} />
      )}
      {!pending.isLoading && !pending.error && count === 0 && (
        <Empty description={EMPTY_TEXT} style={{ margin: '48px 0' }} />
      )}
      {!pending.isLoading && count > 0 && queue.length === 0 && (
        <Empty description="No pending cards match these filters." style={{ margin: '48px 0' }} />
      )}
      <CardEditPanel {...panel} returnFocusTo={returnFocusToTile} />
    </div>
  );
}
