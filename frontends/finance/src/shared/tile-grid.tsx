import { KpiCard } from '@pennant/ui';
import type { ReactNode } from 'react';

export interface Tile {
  key: string;
  title: string;
  /** Formatted for display; null when there is no figure. */
  value: string | null;
  hint: string;
  icon?: ReactNode;
}

/** A row of figures that wraps on narrow screens. */
export function TileGrid({
  tiles,
  loading = false,
  testId,
}: {
  tiles: Tile[];
  loading?: boolean;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      {tiles.map((tile) => (
        <div key={tile.key} data-testid={`tile-${tile.key}`}>
          <KpiCard
            title={tile.title}
            icon={tile.icon}
            value={tile.value}
            hint={tile.hint}
            loading={loading}
          />
        </div>
      ))}
    </div>
  );
}
