import type { SalesAnalytics } from '@pennant/contracts';
import { toCsv } from '../../shared/export-csv';

/** Daily sales of the range as CSV: date, sales. */
export function dailySalesCsv(analytics: SalesAnalytics): string {
  return toCsv(analytics.trends.dailySales, [
    { key: 'date', header: 'date' },
    { key: 'sales', header: 'sales' },
  ]);
}
