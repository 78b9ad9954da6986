import { unapproveCard, unapproveCards } from '../../shared/cards-api';
import { errorText } from '../../shared/error-text';
import { App, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { lastApproved, withApproved, withoutApproved } from './approval';

const TOAST_SECONDS = 8;

export interface SessionApprovals {
  /** After approving: the success toast, with Undo, and the cards remembered for the U key. */
  approved(cardIds: string[], text: string): void;
  /** The U key: takes back the last approval of the session. */
  undoLast(): void;
}

/** Undo until published: each approval of this session can be taken back, the last one first. */
export function useSessionApprovals(): SessionApprovals {
  const { message } = App.useApp();
  const [stack, setStack] = useState<string[]>([]);

  const undo = useCallback(
    async (cardIds: string[]) => {
      setStack((current) => withoutApproved(current, cardIds));
      try {
        if (cardIds.length === 1) await unapproveCard(cardIds[0]);
        else {
          const { cards, errors } = await unapproveCards(cardIds);
          if (errors.length > 0)
            throw new Error(`${cards.length} back in review; ${errors[0].error}`);
        }
        message.success(
          cardIds.length === 1
            ? 'Approval undone: the card is back in review.'
            : `Approvals undone: ${cardIds.length} cards are back in review.`,
        );
      } catch (error) {
        message.error(`Undo Failed: ${errorText(error)}`);
      }
    },
    [message],
  );

  const approved = useCallback(
    (cardIds: string[], text: string) => {
      setStack((current) => withApproved(current, cardIds));
      const key = `approved-${cardIds.join(',')}`;
      const undoButton = (
        <Button
          type="link"
          size="small"
          onClick={() => {
            message.destroy(key);
            void undo(cardIds);
          }}
        >
          Undo
        </Button>
      );
      message.open({
        key,
        type: 'success',
        duration: TOAST_SECONDS,
        content: (
          <span data-testid="approval-toast">
            {text} {cardIds.length > 0 && undoButton}
          </span>
        ),
      });
    },
    [message, undo],
  );

  const undoLast = useCallback(() => {
    const cardId = lastApproved(stack);
    if (cardId) void undo([cardId]);
    else message.info('No approval to undo in this session.');
  }, [stack, undo, message]);

  return useMemo(() => ({ approved, undoLast }), [approved, undoLast]);
}
