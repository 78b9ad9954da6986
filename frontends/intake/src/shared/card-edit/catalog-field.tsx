import { AutoComplete, Flex, Typography } from 'antd';
import type { Suggestion } from './suggestions';

export interface CatalogFieldProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The card's own candidates first, then the catalog's suggestions (see candidatesFirst). */
  options: Suggestion[];
  loading?: boolean;
  placeholder?: string;
  status?: 'warning';
}

function optionOf(suggestion: Suggestion) {
  return {
    value: suggestion.value,
    label: (
      <Flex vertical style={{ lineHeight: 1.3, padding: '2px 0' }}>
        <Typography.Text>{suggestion.value}</Typography.Text>
        {suggestion.detail && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {suggestion.detail}
          </Typography.Text>
        )}
      </Flex>
    ),
  };
}

/** Groups the list: the card's own candidates, then the catalog's. */
function groupedOptions(options: Suggestion[]) {
  const fromCard = options.filter((option) => option.fromCard);
  const fromCatalog = options.filter((option) => !option.fromCard);
  return [
    ...(fromCard.length ? [{ label: 'Read on this card', options: fromCard.map(optionOf) }] : []),
    ...(fromCatalog.length ? [{ label: 'Catalog', options: fromCatalog.map(optionOf) }] : []),
  ];
}

/** A text field with a type-ahead over the catalogs: free text stays allowed (a player the catalogs lack). */
export function CatalogField({
  id,
  value,
  onChange,
  options,
  loading,
  placeholder,
  status,
}: CatalogFieldProps) {
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      options={groupedOptions(options)}
      placeholder={placeholder}
      status={status}
      allowClear
      defaultActiveFirstOption={false}
      notFoundContent={loading ? 'Looking up…' : undefined}
      popupMatchSelectWidth={360}
    />
  );
}
