import {
  ungradedConditionNamed,
  type Card,
  type CardEditableField,
  type UpdateCardRequest,
} from '@pennant/contracts';
import { cardHeading, PriceFigures } from '@pennant/ui';
import {
  Alert,
  App,
  Button,
  Col,
  Divider,
  Drawer,
  Flex,
  Form,
  Grid,
  Row,
  Space,
  Typography,
} from 'antd';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
} from 'react';
import { updateCard } from '../cards-api';
import { ApiError, errorText } from '@pennant/api-client';
import { CardPhotos } from './card-photos';
import { changedFields, fieldErrorsOf, formValuesOf, type CardFormValues } from './card-form';
import { DetailFields } from './detail-fields';
import { confirmedOnSave, doubtSummary, firstFocusField } from './doubt';
import { FillPreviewNote } from './fill-preview-note';
import { IdentitySection } from './identity-section';
import { ReadingTags } from './reading-tags';
import { browserStorage } from '../browser-storage';
import { correctionNotice, type CardOnEbay } from '../card-listings';
import { rememberPlayer } from './recent-players';
import type { EditPanelControls } from './use-card-editing';

/** Said when the card being edited was deleted meanwhile (another tab, another person). */
export const CARD_GONE =
  'This card was deleted meanwhile (in another tab, or by someone else): there is nothing left to save.';

export interface CardEditPanelProps {
  /** The card to edit; the panel is open while it is set. */
  card: Card | null;
  onClose: () => void;
  onSaved?: (card: Card) => void;
  /** Where the card is on eBay, once a listing was prepared for it or its lot: the panel says what saving does to it. */
  onEbay?: CardOnEbay | null;
  /** Filled with what the page asks of the panel when the browser's Back would take it away (`useCardEditing`). */
  controls?: MutableRefObject<EditPanelControls | null>;
  /** Where the keyboard goes when the panel closes (/review: the card's tile); else back to what opened it. */
  returnFocusTo?: (card: Card) => HTMLElement | null;
}

const FORM_NAME = 'card-edit';

/** Puts the cursor in a field of the panel with its text selected, so typing replaces the doubted reading. */
function focusField(field: string): boolean {
  const input = document.getElementById(`${FORM_NAME}_${field}`);
  if (!(input instanceof HTMLInputElement)) return false;
  input.focus();
  input.select();
  return true;
}

/** What held the focus as the panel opened (the Edit button, a tile), to give it back; nothing when none did. */
function focusedOutsidePanel(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.closest('.ant-drawer') ? null : active;
}

/**
 * Gives the keys back to the page once the panel closes: to `target` (so the dealer goes on from the card they
 * edited, and A approves it at once after Enter saved), or to no element when it is gone.
 */
function releaseFocus(target: HTMLElement | null): void {
  const active = document.activeElement;
  const inPanel = active instanceof HTMLElement && active.closest('.ant-drawer') !== null;
  if (!inPanel && active !== document.body) return;
  if (target?.isConnected) target.focus({ preventScroll: true });
  else if (inPanel) (active as HTMLElement).blur();
}

/** The text of the question before unsaved changes go. */
export function discardQuestionText(unsaved: number): string {
  return `${unsaved === 1 ? 'A change' : `${unsaved} changes`} to this card ${unsaved === 1 ? 'is' : 'are'} not saved.`;
}

/** While the changes are unsaved, a reload or a closed tab asks the browser's "Leave site?" first. */
function useLeaveSiteQuestion(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}

function focusIsInForm(): boolean {
  return Boolean(document.activeElement?.closest(`[data-testid="card-edit-form"]`));
}

/** The request for a save: the dealer's changes, and the doubtful fields kept as they are (confirmed). */
export function saveRequest(card: Card, values: CardFormValues): UpdateCardRequest {
  const changes = changedFields(card, values);
  const confirmedFields = confirmedOnSave(card, changes);
  return confirmedFields.length > 0 ? { ...changes, confirmedFields } : changes;
}

/**
 * The dealer's corrections beside the card's photos, opened with the cursor in the first field Pennant doubts.
 * Tab goes from field to field, Enter saves, Esc cancels. Saving sends only what changed (PATCH); a new player or
 * year fills team, set and number from the rosters and checklists and re-prices, as the panel shows before saving.
 */
export function CardEditPanel({
  card,
  onClose,
  onSaved,
  onEbay,
  controls,
  returnFocusTo,
}: CardEditPanelProps) {
  const [form] = Form.useForm<CardFormValues>();
  const values = (Form.useWatch([], form) ?? {}) as Partial<CardFormValues>;
  const [saving, setSaving] = useState(false);
  const { message, modal } = App.useApp();
  const cardId = card?.id;
  const focusTarget = card ? firstFocusField(card) : 'player';
  // On a phone's narrow screen the panel opens on the card's photos: focusing a field would raise the on-screen
  // keyboard and scroll the photos away before the dealer has looked at them.
  const typingFirst = Grid.useBreakpoint().md !== false;

  // One form store serves card after card, and a form mounting keeps the values its store holds over its
  // initialValues: without this the next card would open showing the last card's fields (and Enter would save them
  // over it). Before paint, so the dealer never sees them.
  const opener = useRef<HTMLElement | null>(null);
  const focusReturn = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (card) opener.current = focusedOutsidePanel();
    if (card) form.setFieldsValue(formValuesOf(card));
    // Only when another card opens: the dealer's typing must survive the card's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId, form]);

  useEffect(() => {
    if (!cardId || !typingFirst) return undefined;
    const frame = requestAnimationFrame(() => focusField(focusTarget));
    return () => cancelAnimationFrame(frame);
  }, [cardId, focusTarget, typingFirst]);

  const close = () => {
    focusReturn.current = (card && returnFocusTo?.(card)) ?? opener.current;
    releaseFocus(focusReturn.current);
    onClose();
  };

  /** "NM" typed as the condition sets eBay's condition to match, until the dealer picks that one themselves. */
  const followConditionWords = (changed: Partial<CardFormValues>) => {
    if (changed.condition === undefined || form.isFieldTouched('cardCondition')) return;
    const named = ungradedConditionNamed(changed.condition);
    if (named) form.setFieldValue('cardCondition', named);
  };

  // What the dealer has changed and not saved (none until the form has mounted and its values are watched).
  const edited = (
    card && values.player !== undefined
      ? Object.keys(changedFields(card, { ...formValuesOf(card), ...values }))
      : []
  ) as CardEditableField[];

  /** The open "Discard your changes?" question, and how to put it away. */
  const question = useRef<{ putAway: () => void } | null>(null);
  const putQuestionAway = () => {
    question.current?.putAway();
    question.current = null;
  };

  const discard = () => {
    putQuestionAway();
    close();
  };

  /**
   * Asks before changes not saved go. "Keep editing" has the focus, so Enter (which saves in the form) goes back to
   * the form with the changes; Esc, the dealer's second "cancel", discards, as Discard does.
   */
  const askToDiscard = () => {
    if (question.current) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      discard();
    };
    window.addEventListener('keydown', onEscape, true);
    const asked = modal.confirm({
      title: 'Discard your changes?',
      content: discardQuestionText(edited.length),
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      autoFocusButton: 'cancel',
      keyboard: false,
      onOk: discard,
      onCancel: putQuestionAway,
    });
    question.current = {
      putAway: () => {
        window.removeEventListener('keydown', onEscape, true);
        asked.destroy();
      },
    };
  };

  /** Cancel, Esc or the close button: changes not saved are let go only once the dealer says so. */
  const closeAsked = () => {
    if (edited.length === 0) return close();
    askToDiscard();
  };

  useImperativeHandle(controls, () => ({
    unsaved: () => edited.length,
    asking: () => question.current !== null,
    askToDiscard,
    discard,
  }));
  useLeaveSiteQuestion(edited.length > 0);

  // The panel closed or another card opened with the question still up (Back again): it goes with them.
  useEffect(
    () => () => {
      question.current?.putAway();
      question.current = null;
    },
    [cardId],
  );

  const save = async (formValues: CardFormValues) => {
    if (!card) return;
    const request = saveRequest(card, formValues);
    if (Object.keys(request).length === 0) return close();
    setSaving(true);
    try {
      const saved = await updateCard(card.id, request);
      if (request.player || request.confirmedFields?.includes('player'))
        rememberPlayer(browserStorage(), saved);
      message.success('Card Updated');
      onSaved?.(saved);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Deleted meanwhile, in another tab or by someone else: there is nothing left to save to.
        message.warning(CARD_GONE);
        close();
        return;
      }
      // A refused field is shown under it too, where the dealer fixes it.
      form.setFields(fieldErrorsOf(error));
      message.error(`Update Failed: ${errorText(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const kept = new Set<CardEditableField>([...(card?.correctedFields ?? []), ...edited]);
  const doubt = card ? doubtSummary(card) : null;
  const listingNote = correctionNotice(onEbay);
  return (
    <Drawer
      open={card !== null}
      title={card ? `Edit ${cardHeading(card)}` : 'Edit Card'}
      width="min(1120px, 100vw)"
      onClose={closeAsked}
      destroyOnHidden
      autoFocus={false}
      afterOpenChange={(open) => {
        if (!open) releaseFocus(focusReturn.current);
        // Not when it was closed again before it finished opening (Esc at once): the focus is the page's by then.
        else if (card && typingFirst && !focusIsInForm()) focusField(focusTarget);
      }}
      extra={
        <Space>
          <Button onClick={closeAsked}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
      data-testid="card-edit-panel"
    >
      {card && (
        <Row gutter={[24, 16]}>
          <Col xs={24} md={10}>
            <CardPhotos card={card} />
            <Flex wrap gap={4} style={{ marginTop: 12 }}>
              <ReadingTags card={card} />
            </Flex>
            <div style={{ marginTop: 8 }}>
              <PriceFigures card={card} />
            </div>
          </Col>
          <Col xs={24} md={14}>
            <Form
              key={card.id}
              name={FORM_NAME}
              form={form}
              initialValues={formValuesOf(card)}
              layout="vertical"
              onFinish={save}
              onValuesChange={followConditionWords}
              requiredMark={false}
              data-testid="card-edit-form"
            >
              {doubt && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={`${doubt} against the photos`}
                  description="Saving confirms the marked fields you leave as they are; one left blank stays marked."
                  data-testid="doubt-note"
                />
              )}
              {listingNote && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={listingNote}
                  data-testid="listing-note"
                />
              )}
              <IdentitySection card={card} values={values} />
              <FillPreviewNote
                card={card}
                values={{ ...formValuesOf(card), ...values } as CardFormValues}
                kept={kept}
              />
              <Divider style={{ margin: '4px 0 16px' }} />
              <DetailFields card={card} />
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                What you correct here is kept as yours and teaches Pennant for your next cards.
                Enter saves, Esc cancels.
              </Typography.Text>
              {/* Enter in any field saves. */}
              <button type="submit" hidden aria-hidden />
            </Form>
          </Col>
        </Row>
      )}
    </Drawer>
  );
}
