import { DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { errorText } from '@pennant/api-client';
import type { Card } from '@pennant/contracts';
import { App, Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { cardCount } from '../../../shared/card-display';
import { deleteCards, retryCards } from '../../../shared/cards-api';
import { bulkOutcome, DELETED, RETRIED, type Outcome } from '../selection';

export interface SelectionBarProps {
  selected: Card[];
  /** The ticked cards that failed: those Retry identifies again. */
  failed: Card[];
  /** The cards of the page shown, for "Select all". */
  page: Card[];
  onSelectAll: (cards: Card[]) => void;
  onClear: () => void;
  /** Cards an action took (deleted, or identifying again): no longer ticked. */
  onDone: (cardIds: string[]) => void;
}

/** Over the grid once a card is ticked: how many, select the page, clear, retry the failed ones, delete. */
export function SelectionBar({
  selected,
  failed,
  page,
  onSelectAll,
  onClear,
  onDone,
}: SelectionBarProps) {
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState<'retry' | 'delete' | null>(null);
  const unticked = page.filter((card) => !selected.some((each) => each.id === card.id));

  const report = (outcome: Outcome) =>
    outcome.type === 'success' ? message.success(outcome.text) : message.warning(outcome.text, 8);

  const run = async (action: 'retry' | 'delete', call: () => Promise<void>) => {
    setBusy(action);
    try {
      await call();
    } catch (error) {
      message.error(`${action === 'delete' ? 'Delete' : 'Retry'} Failed: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const retry = () =>
    run('retry', async () => {
      const { cards, errors } = await retryCards(failed.map((card) => card.id));
      onDone(cards.map((card) => card.id));
      report(bulkOutcome(RETRIED, cards.length, errors));
    });

  const remove = () =>
    run('delete', async () => {
      const { deleted, errors } = await deleteCards(selected.map((card) => card.id));
      onDone(deleted);
      report(bulkOutcome(DELETED, deleted.length, errors));
    });

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${cardCount(selected.length)}?`,
      content:
        selected.length === 1
          ? 'This cannot be undone: its photos, identification and any prepared listing go with it. ' +
            'A card listed on eBay stays until its listing ends.'
          : 'This cannot be undone: their photos, identification and any prepared listings go with them. ' +
            'A card listed on eBay stays until its listing ends.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: remove,
    });

  return (
    <Flex
      wrap
      gap={8}
      align="center"
      data-testid="selection-bar"
      style={{
        marginBottom: 16,
        padding: '8px 12px',
        background: token.colorPrimaryBg,
        borderRadius: token.borderRadiusLG,
        // Stays in sight, under the shell's 60 px sticky header, while the dealer ticks cards further down.
        position: 'sticky',
        top: 64,
        zIndex: 5,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Typography.Text strong>{selected.length.toLocaleString('en-US')} selected</Typography.Text>
      {unticked.length > 0 && (
        <Button type="link" size="small" onClick={() => onSelectAll(page)}>
          Select all {page.length} on this page
        </Button>
      )}
      <Button type="link" size="small" onClick={onClear}>
        Clear selection
      </Button>
      <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
        {failed.length > 0 && (
          <Button icon={<RedoOutlined />} loading={busy === 'retry'} onClick={() => void retry()}>
            Retry {failed.length} failed
          </Button>
        )}
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={busy === 'delete'}
          onClick={confirmDelete}
        >
          Delete {cardCount(selected.length)}
        </Button>
      </Flex>
    </Flex>
  );
}
