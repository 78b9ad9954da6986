export { billingStatusLabel } from '@pennant/contracts';

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Oct 2026" for a billing cycle that starts on "2026-10-01"; anything else is shown as it is. */
export function formatBillingMonth(periodStart: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(periodStart);
  if (!match) return periodStart;
  return monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
