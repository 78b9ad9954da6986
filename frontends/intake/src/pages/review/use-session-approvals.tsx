import { App, Button } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { unapproveCard, unapproveCards } from '../../shared/cards-api';
import { errorText } from '@pennant/api-client';
import { lastApproved, withApproved, withoutApproved } from './approval';

const TOAST_SECONDS = 8;

export interface SessionApprovals {
  /**
   * An approval on its way to the server: remembered at once for the U key, then the success toast with Undo (or
   * the failure). Answers what the approval answers.
   */
  approving<T>(
    cardIds: string[],
    approval: Promise<T>,
    toastText: (answer: T) => string,
  ): Promise<T>;
  /** Approvals the server has made (Approve All): remembered for the U key, the toast with Undo. */
  approved(cardIds: string[], text: string): void;
  /** The U key: takes back the last approval of the session. */
  undoLast(): void;
  /** Once every approval and undo of this session on its way has had the server's answer. */
  settled(): Promise<void>;
}

/** Undo until published: each approval of this session can be taken back, the last one first. */
export function useSessionApprovals(): SessionApprovals {
  const { message } = App.useApp();
  /** Refs, not state: the U key must find an approval the moment it is made, even before the server answers. */
  const stack = useRef<string[]>([]);
  const inFlight = useRef(new Map<string, Promise<unknown>>());
  const undoing = useRef(new Set<Promise<void>>());

  const undoNow = useCallback(
    async (cardIds: string[]) => {
      stack.current = withoutApproved(stack.current, cardIds);
      try {
        await Promise.all(cardIds.map((id) => inFlight.current.get(id)));
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

  const undo = useCallback(
    (cardIds: string[]) => {
      const undone = undoNow(cardIds).finally(() => undoing.current.delete(undone));
      undoing.current.add(undone);
      return undone;
    },
    [undoNow],
  );

  const settled = useCallback(async () => {
    await Promise.all([...inFlight.current.values(), ...undoing.current]);
  }, []);

  const toast = useCallback(
    (cardIds: string[], text: string) => {
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

  const approving = useCallback(
    async <T,>(cardIds: string[], approval: Promise<T>, toastText: (answer: T) => string) => {
      stack.current = withApproved(stack.current, cardIds);
      for (const id of cardIds)
        inFlight.current.set(
          id,
          approval.catch(() => undefined),
        );
      try {
        const answer = await approval;
        toast(cardIds, toastText(answer));
        return answer;
      } catch (error) {
        stack.current = withoutApproved(stack.current, cardIds);
        throw error;
      } finally {
        for (const id of cardIds) inFlight.current.delete(id);
      }
    },
    [toast],
  );

  const approved = useCallback(
    (cardIds: string[], text: string) => {
      stack.current = withApproved(stack.current, cardIds);
      toast(cardIds, text);
    },
    [toast],
  );

  const undoLast = useCallback(() => {
    const cardId = lastApproved(stack.current);
    if (cardId) void undo([cardId]);
    else message.info('No approval to undo in this session.');
  }, [undo, message]);

  return useMemo(
    () => ({ approving, approved, undoLast, settled }),
    [approving, approved, undoLast, settled],
  );
}
