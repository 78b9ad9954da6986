import { AutoComplete, Flex, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
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
  /** The dealer is typing: the best suggestion is highlighted, so Enter takes it. */
  highlightFirst?: boolean;
}

function optionOf(suggestion: Suggestion) {
  return {
    value: suggestion.value,
    label: (
      <Flex vertical style={{ lineHeight: 1.3, padding: '2px 0' }} data-value={suggestion.value}>
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

/**
 * Groups the list in the order candidatesFirst gives it, each group where its first choice comes: the players chosen
 * lately (once the dealer types), the card's own candidates, the catalog's, and names only read on the card (first
 * before anything is typed, last after).
 */
function groupedOptions(options: Suggestion[]) {
  const groups = new Map<string, ReturnType<typeof optionOf>[]>();
  for (const option of options) {
    const label = groupOf(option);
    groups.set(label, [...(groups.get(label) ?? []), optionOf(option)]);
  }
  return [...groups].map(([label, grouped]) => ({ label, options: grouped }));
}

function groupOf(option: Suggestion): string {
  if (option.chosenLately) return 'Chosen lately';
  if (option.onlyRead) return 'Read on this card, not in the catalogs';
  return option.fromCard ? 'Read on this card' : 'Catalog';
}

/**
 * Enter with the list open but no suggestion highlighted saves the panel, as it does in every other field (the list
 * would otherwise swallow it). With a suggestion highlighted, Enter takes it.
 */
function saveOnPlainEnter(event: KeyboardEvent<HTMLElement>): void {
  const input = event.target as HTMLInputElement;
  if (event.key !== 'Enter' || !input.form) return;
  const listOpen = input.getAttribute('aria-expanded') === 'true';
  if (listOpen && !input.getAttribute('aria-activedescendant')) input.form.requestSubmit();
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
  highlightFirst = false,
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
      defaultActiveFirstOption={highlightFirst}
      notFoundContent={loading ? 'Looking up…' : undefined}
      popupMatchSelectWidth={360}
      onKeyDown={saveOnPlainEnter}
    />
  );
}
