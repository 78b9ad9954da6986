import { AutoComplete, Flex, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
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

function isListOpen(input: HTMLInputElement): boolean {
  return input.getAttribute('aria-expanded') === 'true';
}

/**
 * rc-select names the highlighted option in aria-activedescendant ("…_list_-1" when none is), and keeps naming it for a
 * moment after the list changed under it: only an option that is still there is highlighted.
 */
function hasHighlightedOption(input: HTMLInputElement): boolean {
  if (!isListOpen(input)) return false;
  const active = input.getAttribute('aria-activedescendant');
  if (!active || active.endsWith('_-1')) return false;
  return input.ownerDocument.getElementById(active)?.getAttribute('role') === 'option';
}

/**
 * An Enter typed before the suggestions for the letters came ("lemi" and Enter at once) waits for them and takes the
 * first, as it would have a moment later; with none, it saves. Without this the form saved "lemi" as the player.
 */
function useEnterWhileLoading(
  options: Suggestion[],
  loading: boolean,
  onChange: ((value: string) => void) | undefined,
) {
  const waiting = useRef<HTMLInputElement | null>(null);
  /** The last value taken from the list: Enter right after it saves, whatever its own suggestions are doing. */
  const picked = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const input = waiting.current;
    if (!input || loading) return;
    waiting.current = null;
    if (options.length === 0) {
      input.form?.requestSubmit();
      return;
    }
    picked.current = options[0].value;
    onChange?.(options[0].value);
    setOpen(false);
  }, [options, loading, onChange]);
  /**
   * With a suggestion highlighted, Enter takes it (the list does). Otherwise, with the list open, Enter saves the
   * panel, as it does in every other field (the open list would swallow it); while the suggestions for what was
   * typed are still coming, it waits for them.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, highlightFirst: boolean) => {
    const input = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || !input.form || hasHighlightedOption(input)) return;
    if (loading && highlightFirst && input.value !== picked.current) {
      event.preventDefault();
      waiting.current = input;
    } else if (isListOpen(input)) input.form.requestSubmit();
  };
  const onSelect = (value: string) => {
    picked.current = value;
  };
  return { open, setOpen, onKeyDown, onSelect };
}

/** A text field with a type-ahead over the catalogs: free text stays allowed (a player the catalogs lack). */
export function CatalogField({
  id,
  value,
  onChange,
  options,
  loading = false,
  placeholder,
  status,
  highlightFirst = false,
}: CatalogFieldProps) {
  const enter = useEnterWhileLoading(options, loading, onChange);
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
      open={enter.open}
      onOpenChange={enter.setOpen}
      onSelect={enter.onSelect}
      onKeyDown={(event) => enter.onKeyDown(event, highlightFirst)}
    />
  );
}
