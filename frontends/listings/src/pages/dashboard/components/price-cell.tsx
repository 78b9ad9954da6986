import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import type { Listing } from '@pennant/contracts';
import { centsToDecimal, decimalToCents, formatMoney, listingPriceText } from '@pennant/ui';
import { App, Button, Input, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorText, repriceListing } from '../../../shared/listings-api';
import { newPriceProblem, newPriceWarning } from '../listing-figures';

/** Listings whose price can change: live ones on eBay, and those not (or no longer) on it. */
const REPRICEABLE: Listing['status'][] = ['active', 'draft', 'error', 'ended'];

/**
 * The listing's price (a missing one shows as 0), changed in place: a live listing is re-priced
 * on eBay, and eBay's refusal is shown under the price.
 */
export function PriceCell({ listing }: { listing: Listing }) {
  const { notification } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = editing ? newPriceProblem(value) : null;
  const warning = editing && !problem ? newPriceWarning(value, listing.listPrice) : null;

  const start = () => {
    setValue(listing.listPrice ?? '');
    setRefusal(null);
    setEditing(true);
  };

  const save = async () => {
    if (problem) return;
    setSaving(true);
    const price = centsToDecimal(decimalToCents(value)!);
    try {
      const { errors } = await repriceListing(listing.id, price);
      if (errors.length > 0) {
        setRefusal(errors.map((error) => error.error).join('; '));
        return;
      }
      setEditing(false);
      notification.success({
        message: 'Price Updated',
        description:
          listing.status === 'active'
            ? `${listing.title ?? 'The listing'} now asks ${formatMoney(price)} on eBay.`
            : `${listing.title ?? 'The listing'} will ask ${formatMoney(price)}.`,
      });
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  if (editing)
    return (
      <div data-testid="reprice">
        <Space.Compact>
          <Input
            autoFocus
            size="small"
            prefix="$"
            value={value}
            status={problem ? 'error' : warning ? 'warning' : undefined}
            onChange={(event) => setValue(event.target.value)}
            onPressEnter={() => void save()}
            onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
            aria-label="New price"
            style={{ width: 96 }}
          />
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            loading={saving}
            disabled={Boolean(problem)}
            onClick={() => void save()}
            aria-label="Save price"
          />
          <Button
            size="small"
            icon={<CloseOutlined />}
            onClick={() => setEditing(false)}
            aria-label="Cancel"
          />
        </Space.Compact>
        {(problem || refusal) && (
          <Typography.Text
            type="danger"
            style={{ display: 'block', fontSize: 12, maxWidth: 220, whiteSpace: 'normal' }}
            data-testid="reprice-error"
          >
            {refusal ?? problem}
          </Typography.Text>
        )}
        {warning && !refusal && (
          <Typography.Text
            type="warning"
            style={{ display: 'block', fontSize: 12, maxWidth: 220, whiteSpace: 'normal' }}
            data-testid="reprice-warning"
          >
            {warning}
          </Typography.Text>
        )}
      </div>
    );

  return (
    <Space size={4}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="listing-price">
        {listingPriceText(listing)}
      </span>
      {REPRICEABLE.includes(listing.status) && (
        <Tooltip title={listing.status === 'active' ? 'Re-price on eBay' : 'Change the price'}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            onClick={start}
            aria-label={`Change the price of ${listing.title ?? 'this listing'}`}
          />
        </Tooltip>
      )}
    </Space>
  );
}
