import { Button, Flex, Select } from 'antd';
import {
  ALL,
  CONFIDENCE_OPTIONS,
  isFiltered,
  NO_FILTERS,
  SORT_OPTIONS,
  type FilterOptions,
  type ReviewFilters,
  type ReviewSort,
} from '../filters';

export interface FilterBarProps {
  filters: ReviewFilters;
  options: FilterOptions;
  sort: ReviewSort;
  onChange: (filters: ReviewFilters) => void;
  onSortChange: (sort: ReviewSort) => void;
}

function choices(values: string[], allLabel: string) {
  return [{ value: ALL, label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}

/** Year, brand, player and confidence, with choices from the dealer's own cards, and the order. */
export function FilterBar({ filters, options, sort, onChange, onSortChange }: FilterBarProps) {
  const set = (change: Partial<ReviewFilters>) => onChange({ ...filters, ...change });
  const width = { minWidth: 140, flex: '1 1 140px', maxWidth: 220 };
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} data-testid="review-filters">
      <Select
        aria-label="Year"
        value={filters.year}
        onChange={(year) => set({ year })}
        options={choices(options.years, 'All years')}
        style={width}
      />
      <Select
        aria-label="Brand"
        value={filters.brand}
        onChange={(brand) => set({ brand })}
        options={choices(options.brands, 'All brands')}
        style={width}
      />
      <Select
        aria-label="Player"
        showSearch
        value={filters.player}
        onChange={(player) => set({ player })}
        options={choices(options.players, 'All players')}
        style={{ ...width, maxWidth: 260 }}
      />
      <Select
        aria-label="Confidence"
        value={filters.confidence}
        onChange={(confidence) => set({ confidence })}
        options={CONFIDENCE_OPTIONS}
        style={width}
      />
      <Select
        aria-label="Order"
        value={sort}
        onChange={onSortChange}
        options={SORT_OPTIONS}
        style={{ ...width, maxWidth: 240 }}
      />
      {isFiltered(filters) && <Button onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>}
    </Flex>
  );
}
