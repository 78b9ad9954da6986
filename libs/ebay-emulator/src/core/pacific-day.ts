/** eBay's days (call limits, listing revisions) run midnight to midnight Pacific time. */

const PACIFIC_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;

/** The Pacific calendar day of an instant, as YYYY-MM-DD. */
export function pacificDay(ms: number): string {
  return PACIFIC_DATE.format(new Date(ms));
}

/** The first instant of the next Pacific day (a search, so daylight saving needs no table). */
export function nextPacificMidnight(ms: number): number {
  const today = pacificDay(ms);
  let low = Math.floor(ms / MINUTE_MS);
  let high = low + 26 * 60;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (pacificDay(middle * MINUTE_MS) === today) low = middle;
    else high = middle;
  }
  return high * MINUTE_MS;
}
