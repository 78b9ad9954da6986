import {
  DrawerForm,
  ProFormDependency,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  ASPECT_NAME_MAX_LENGTH,
  ASPECT_VALUE_MAX_LENGTH,
  AUCTION_DURATIONS,
  UNGRADED_CONDITION_LABELS,
  UNGRADED_CONDITIONS,
  type CardPreparation,
} from '@pennant/contracts';
import { formatMoney, ruleFrom, usePhoneLayout } from '@pennant/ui';
import { App, Form, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { Rule } from 'antd/es/form';
import { errorText, updateListing } from '../../../shared/listings-api';
import {
  AUCTION_DURATION_LABELS,
  editorProblems,
  editorValues,
  listingChanges,
  priceNote,
  takesCardCondition,
  type ListingEditorValues,
} from '../editor-form';
import { MIN_PRICE } from '../../../shared/money-input';
import { TITLE_MAX } from '../title';

export interface ListingEditorProps {
  /** The listing being edited; the drawer is open while it is set. */
  preparation: CardPreparation | null;
  onClose: () => void;
  onSaved?: (preparation: CardPreparation) => void;
}

const FORMAT_OPTIONS = [
  { value: 'fixed_price', label: "Fixed price (Good 'Til Cancelled)" },
  { value: 'auction', label: 'Auction' },
];
const DURATION_OPTIONS = AUCTION_DURATIONS.map((value) => ({
  value,
  label: AUCTION_DURATION_LABELS[value],
}));
const CONDITION_OPTIONS = UNGRADED_CONDITIONS.map((value) => ({
  value,
  label: UNGRADED_CONDITION_LABELS[value],
}));

function rule(field: keyof ListingEditorValues) {
  return ruleFrom(editorProblems, field);
}

/** A price far from the card's market value is said as a warning; the listing still saves. */
function priceNoteRule(marketValue: string | null): Rule {
  return ({ getFieldsValue }) => ({
    warningOnly: true,
    validator: async () => {
      const note = priceNote(getFieldsValue(true) as ListingEditorValues, marketValue);
      if (note) throw new Error(note);
    },
  });
}

function MoneyField({
  name,
  label,
  extra,
  marketValue,
}: {
  name: 'price' | 'buyItNowPrice';
  label: string;
  extra: string;
  /** The price field: said when far from it, and named beside it. */
  marketValue?: string | null;
}) {
  const checksMarket = marketValue !== undefined;
  return (
    <ProFormText
      name={name}
      label={label}
      fieldProps={{ prefix: '$', inputMode: 'decimal' }}
      rules={checksMarket ? [rule(name), priceNoteRule(marketValue)] : [rule(name)]}
      dependencies={checksMarket ? ['format'] : undefined}
      width="sm"
      extra={marketValue ? `${extra} Market value ${formatMoney(marketValue)}.` : extra}
    />
  );
}

/**
 * Edit Listing: title (with its counter), price, format (fixed price, or an auction with its length
 * and an optional Buy It Now), the ungraded card condition, item specifics and the description.
 * Only the fields changed are sent; Pennant keeps them when the listing is made again.
 *
 * Each listing gets its own form: one form store kept from listing to listing showed the first
 * listing's title, price and specifics on the next, and Save wrote them onto it.
 */
export function ListingEditor(props: ListingEditorProps) {
  return <ListingEditorDrawer key={props.preparation?.listingId ?? 'closed'} {...props} />;
}

function ListingEditorDrawer({ preparation, onClose, onSaved }: ListingEditorProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ListingEditorValues>();
  const phone = usePhoneLayout();
  // minmax(0, …): long value tags must not take the name's width. A phone stacks name over
  // values, with room between one item specific and the next.
  const aspectGrid: CSSProperties = phone
    ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', marginBottom: 16 }
    : { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 8 };

  const save = async (values: ListingEditorValues) => {
    if (!preparation) return true;
    const changes = listingChanges(preparation, { ...editorValues(preparation), ...values });
    if (Object.keys(changes).length === 0) return true;
    try {
      const saved = await updateListing(preparation.listingId, changes);
      notification.success({ message: 'Listing Updated', description: saved.title });
      onSaved?.(saved);
      return true;
    } catch (error) {
      notification.error({ message: 'Update Failed', description: errorText(error) });
      return false;
    }
  };

  return (
    <DrawerForm<ListingEditorValues>
      title="Edit Listing"
      open={preparation !== null}
      form={form}
      width="min(720px, 100vw)"
      initialValues={preparation ? editorValues(preparation) : undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={save}
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: 'Save', resetText: 'Cancel' } }}
      data-testid="listing-editor"
    >
      <ProFormText
        name="title"
        label="Title"
        fieldProps={{ count: { show: true, max: TITLE_MAX }, autoComplete: 'off' }}
        rules={[rule('title')]}
        extra="Buyers search titles: year, brand, set, player and number first."
      />
      <ProFormRadio.Group
        name="format"
        label="Format"
        options={FORMAT_OPTIONS}
        radioType="button"
      />
      <ProFormDependency name={['format']}>
        {({ format }) =>
          format === 'auction' ? (
            <>
              <MoneyField
                name="price"
                label="Starting bid"
                extra={`At least $${MIN_PRICE}.`}
                marketValue={preparation?.marketValue ?? null}
              />
              <MoneyField
                name="buyItNowPrice"
                label="Buy It Now (optional)"
                extra="At least 30% above the starting bid; leave empty for none."
              />
              <ProFormSelect
                name="auctionDuration"
                label="Duration"
                options={DURATION_OPTIONS}
                width="sm"
                allowClear={false}
              />
            </>
          ) : (
            <MoneyField
              name="price"
              label="Price"
              extra={`At least $${MIN_PRICE}.`}
              marketValue={preparation?.marketValue ?? null}
            />
          )
        }
      </ProFormDependency>
      {preparation && takesCardCondition(preparation) && (
        <ProFormSelect
          name="cardCondition"
          label="Card condition (ungraded)"
          options={CONDITION_OPTIONS}
          width="md"
          allowClear={false}
          extra="Sent to eBay as the Card Condition descriptor."
        />
      )}
      <Typography.Text strong style={{ display: 'block', margin: '8px 0' }}>
        Item specifics
      </Typography.Text>
      <ProFormList
        name="aspects"
        creatorButtonProps={{ creatorButtonText: 'Add item specific', position: 'bottom' }}
        copyIconProps={false}
        deleteIconProps={{ tooltipText: 'Remove' }}
        itemRender={({ listDom, action }) => (
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
            <div style={{ flex: 1, minWidth: 0 }}>{listDom}</div>
            <div style={{ paddingTop: 4 }}>{action}</div>
          </div>
        )}
      >
        {(_row, index) => (
          <div style={aspectGrid}>
            <ProFormText
              name="name"
              placeholder="Name, e.g. Features"
              rules={[
                {
                  max: ASPECT_NAME_MAX_LENGTH,
                  message: `eBay takes names of at most ${ASPECT_NAME_MAX_LENGTH} characters.`,
                },
              ]}
              formItemProps={{ style: { marginBottom: 8 } }}
              fieldProps={{ 'aria-label': `Item specific ${index + 1}: name` }}
            />
            {/* The values are named after their specific ("Values of Player"), so a screen reader says whose they are. */}
            <ProFormDependency name={['name']}>
              {({ name }: { name?: string }) => (
                <ProFormSelect
                  name="values"
                  mode="tags"
                  placeholder="Values (Enter after each)"
                  rules={[{ validator: valuesWithinEbayLimit }]}
                  formItemProps={{ style: { marginBottom: 8 } }}
                  fieldProps={{
                    'aria-label': name?.trim()
                      ? `Values of ${name.trim()}`
                      : `Item specific ${index + 1}: values`,
                    open: false,
                    tokenSeparators: [','],
                  }}
                />
              )}
            </ProFormDependency>
          </div>
        )}
      </ProFormList>
      <ProFormTextArea
        name="description"
        label="Description (HTML)"
        fieldProps={{ autoSize: { minRows: 6, maxRows: 16 }, spellCheck: false }}
        rules={[{ max: 4000, message: 'At most 4000 characters.' }]}
        extra="Basic HTML as eBay takes it; Preview shows how it reads."
      />
    </DrawerForm>
  );
}

/** eBay refuses an item specific's value past its length (25709) when the listing is published. */
async function valuesWithinEbayLimit(_rule: unknown, values: string[] | undefined): Promise<void> {
  const tooLong = (values ?? []).find((value) => value.length > ASPECT_VALUE_MAX_LENGTH);
  if (tooLong)
    throw new Error(
      `eBay takes values of at most ${ASPECT_VALUE_MAX_LENGTH} characters: "${tooLong.slice(0, 20)}…" has ${tooLong.length}.`,
    );
}
