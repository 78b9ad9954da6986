/**
 * The landing page's ROI comparison (spec section 9). All money is integer cents (or tenths of a
 * cent for the per-card figure), so the sample figures come out exact: 96 cards a day cost $2,400
 * a month by hand and $240 with Pennant.
 */

export const WORKING_DAYS_PER_MONTH = 20;
/** $15.00 an hour: the spec's $1.25 of labour per 5-minute card. */
export const LABOUR_CENTS_PER_HOUR = 1500;
export const MANUAL_SECONDS_PER_CARD = 5 * 60;
export const PENNANT_SECONDS_PER_CARD = 30;
export const DEFAULT_CARDS_PER_DAY = 96;
export const MIN_CARDS_PER_DAY = 1;
export const MAX_CARDS_PER_DAY = 5000;

const SECONDS_PER_HOUR = 3600;

export interface RoiWorkflow {
  secondsPerCard: number;
  /** Hours a day spent on the chosen number of cards. */
  hoursPerDay: number;
  cardsPerMonth: number;
  /** Labour per card in tenths of a cent (1250 = $1.25). */
  labourMillsPerCard: number;
  monthlyLabourCents: number;
}

export interface RoiComparison {
  cardsPerDay: number;
  manual: RoiWorkflow;
  pennant: RoiWorkflow;
  monthlySavingCents: number;
  /** Cards Pennant handles in the hours the manual process needs for `cardsPerDay`. */
  pennantCapacityPerDay: number;
  pennantCapacityPerMonth: number;
}

/** Labour cost of `seconds` of work in whole cents, rounded half up. */
function labourCents(seconds: number): number {
  const numerator = seconds * LABOUR_CENTS_PER_HOUR;
  return Math.floor((2 * numerator + SECONDS_PER_HOUR) / (2 * SECONDS_PER_HOUR));
}

function workflow(cardsPerDay: number, secondsPerCard: number): RoiWorkflow {
  const cardsPerMonth = cardsPerDay * WORKING_DAYS_PER_MONTH;
  return {
    secondsPerCard,
    hoursPerDay: (cardsPerDay * secondsPerCard) / SECONDS_PER_HOUR,
    cardsPerMonth,
    labourMillsPerCard: Math.round(
      (secondsPerCard * LABOUR_CENTS_PER_HOUR * 10) / SECONDS_PER_HOUR,
    ),
    monthlyLabourCents: labourCents(cardsPerMonth * secondsPerCard),
  };
}

/** Whole cards a day between the calculator's bounds. */
export function clampCardsPerDay(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value))
    return DEFAULT_CARDS_PER_DAY;
  return Math.min(MAX_CARDS_PER_DAY, Math.max(MIN_CARDS_PER_DAY, Math.round(value)));
}

export function compareRoi(cardsPerDayInput: number): RoiComparison {
  const cardsPerDay = clampCardsPerDay(cardsPerDayInput);
  const manual = workflow(cardsPerDay, MANUAL_SECONDS_PER_CARD);
  const pennant = workflow(cardsPerDay, PENNANT_SECONDS_PER_CARD);
  const pennantCapacityPerDay = Math.floor(
    (cardsPerDay * MANUAL_SECONDS_PER_CARD) / PENNANT_SECONDS_PER_CARD,
  );
  return {
    cardsPerDay,
    manual,
    pennant,
    monthlySavingCents: manual.monthlyLabourCents - pennant.monthlyLabourCents,
    pennantCapacityPerDay,
    pennantCapacityPerMonth: pennantCapacityPerDay * WORKING_DAYS_PER_MONTH,
  };
}

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** Integer cents as USD: whole dollars without ".00" ("$2,400"), otherwise with cents ("$2,412.50"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const literal = `${sign}${dollars}.${String(rest).padStart(2, '0')}` as Intl.StringNumericLiteral;
  return rest === 0 ? usdWhole.format(literal) : usdCents.format(literal);
}

/** Tenths of a cent as USD with at least two places ("$1.25", "$0.125"). */
export function formatMills(mills: number): string {
  const dollars = Math.floor(mills / 1000);
  const rest = mills % 1000;
  return usdCents.format(
    `${dollars}.${String(rest).padStart(3, '0')}` as Intl.StringNumericLiteral,
  );
}

const count = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return count.format(value);
}

/** "8 h", "48 min", "1 h 30 min". */
export function formatDuration(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}
