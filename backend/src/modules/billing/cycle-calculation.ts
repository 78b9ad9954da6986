import { allocateCents, percentOfCents } from '../../common';
import type { BillableLine } from '../orders';

/** What a closed cycle billed for a line. */
export interface BilledSale {
  lineId: string;
  ebayOrderId: string | null;
  title: string | null;
  orderedAt: Date | null;
  saleCents: number;
  refundCents: number;
}

/**
 * A line an earlier, closed cycle billed: what it billed, what other cycles have credited for it since, the largest
 * refund any cycle recorded for it, and the line as it stands now (null once it is gone).
 */
export interface BilledLine {
  billed: BilledSale;
  creditedCents: number;
  refundRecordedCents: number;
  now: BillableLine | null;
}

/** Why a credit line gives back part of a fee already invoiced. */
export type CreditReason = 'refund' | 'cancelled' | 'lowered' | 'removed';

export interface CycleInput {
  /** Lines this cycle bills: sold in its month, or sold in a closed month after it was billed. */
  sales: BillableLine[];
  billedBefore: BilledLine[];
  /** A fee below the provider's minimum charge, carried from the cycle before. */
  carriedInFeeCents: number;
  /** Credits larger than the sales they were set against, carried from the cycle before. */
  carriedInCreditCents: number;
  revenueSharePercent: string;
  minimumChargeCents: number;
}

export interface CycleLine {
  kind: 'sale' | 'credit' | 'carry';
  orderLineId: string | null;
  ebayOrderId: string | null;
  title: string | null;
  orderedAt: Date | null;
  saleCents: number;
  /** Sale lines: the refund known now. Credit lines: the refund now credited in full. */
  refundCents: number;
  /** Credit lines for a line billed before: what changed since ('cancelled': eBay cancelled the order). */
  creditReason: CreditReason | null;
  feeCents: number;
}

export interface CycleAmounts {
  grossCents: number;
  refundCents: number;
  creditCents: number;
  netCents: number;
  feeDueCents: number;
  carriedInCents: number;
  carriedOverCents: number;
  creditCarriedOverCents: number;
  status: 'pending' | 'no_charge';
  lines: CycleLine[];
}

/**
 * The month's bill, in integer cents. net = gross − refunds; fee = (net − credits) × percent, half-up
 * to the cent, plus a fee carried in. Credits larger than the net carry forward as a credit (the fee
 * is never negative); a fee below the provider's minimum charge is not due now but carried over.
 */
export function calculateCycle(input: CycleInput): CycleAmounts {
  const percent = input.revenueSharePercent;
  const saleLines = input.sales.map(saleLine);
  const creditLines = input.billedBefore.flatMap(creditLine);
  if (input.carriedInCreditCents > 0)
    creditLines.push(carriedCreditLine(input.carriedInCreditCents));
  const carryLines = input.carriedInFeeCents > 0 ? [carriedFeeLine(input.carriedInFeeCents)] : [];

  const grossCents = sum(saleLines.map((line) => line.saleCents));
  const refundCents = sum(saleLines.map((line) => line.refundCents));
  const netCents = grossCents - refundCents;
  const creditCents = -sum(creditLines.map((line) => line.saleCents));
  const feeBaseCents = netCents - creditCents;
  const shareCents = percentOfCents(Math.max(feeBaseCents, 0), percent);
  spreadFee(shareCents, [...saleLines, ...creditLines]);
  const feeCents = shareCents + input.carriedInFeeCents;
  const belowMinimum = feeCents < input.minimumChargeCents;
  return {
    grossCents,
    refundCents,
    creditCents,
    netCents,
    feeDueCents: belowMinimum ? 0 : feeCents,
    carriedInCents: input.carriedInFeeCents,
    carriedOverCents: belowMinimum ? feeCents : 0,
    creditCarriedOverCents: Math.max(-feeBaseCents, 0),
    status: feeCents === 0 || belowMinimum ? 'no_charge' : 'pending',
    lines: [...saleLines, ...creditLines, ...carryLines],
  };
}

/**
 * The month's fee is the percent of its net, rounded once; each line shows its part of that fee, so
 * the lines of an invoice add up to its total (rounding every line would not).
 */
function spreadFee(feeCents: number, lines: CycleLine[]): void {
  const bases = lines.map(feeBaseOf);
  const baseSum = sum(bases);
  const parts = baseSum > 0 ? allocateCents(feeCents, bases) : bases.map(() => 0);
  lines.forEach((line, index) => (line.feeCents = parts[index]));
}

function feeBaseOf(line: CycleLine): number {
  return line.kind === 'sale' ? line.saleCents - line.refundCents : line.saleCents;
}

function saleLine(line: BillableLine): CycleLine {
  return {
    kind: 'sale',
    orderLineId: line.lineId,
    ebayOrderId: line.ebayOrderId,
    title: line.title,
    orderedAt: line.orderedAt,
    saleCents: line.saleCents,
    refundCents: line.refundCents,
    creditReason: null,
    feeCents: 0, // spreadFee
  };
}

/**
 * What a billed line counts for now: nothing once it is gone. A price raised since is not billed again, so it counts
 * at most what was billed, and never below nothing.
 */
function netNowCents(now: BillableLine | null, billed: BilledSale): number {
  if (!now) return 0;
  return Math.max(Math.min(now.saleCents, billed.saleCents) - now.refundCents, 0);
}

/** The sale a billed line is owed back now (never below nothing): see creditLine. */
export function creditOwedCents({ billed, creditedCents, now }: BilledLine): number {
  return Math.max(
    billed.saleCents - billed.refundCents - creditedCents - netNowCents(now, billed),
    0,
  );
}

/**
 * What was billed for a line, less what it counts for now, less what other cycles credited already: a refund or
 * eBay's cancellation, a lower price or the line gone since it was invoiced. (The dealer's "not listed through
 * Pennant" counts for the months not yet billed, as before.)
 */
function creditLine(billedLine: BilledLine): CycleLine[] {
  const { billed, now } = billedLine;
  const creditCents = creditOwedCents(billedLine);
  if (creditCents <= 0) return [];
  return [
    {
      kind: 'credit',
      orderLineId: billed.lineId,
      ebayOrderId: now?.ebayOrderId ?? billed.ebayOrderId,
      title: now?.title ?? billed.title,
      orderedAt: now?.orderedAt ?? billed.orderedAt,
      saleCents: -creditCents,
      refundCents: now?.refundCents ?? billed.refundCents,
      creditReason: creditReasonOf(billedLine),
      feeCents: 0, // spreadFee
    },
  ];
}

function creditReasonOf({ now, refundRecordedCents }: BilledLine): CreditReason {
  if (!now) return 'removed';
  if (now.cancelled) return 'cancelled';
  return now.refundCents > refundRecordedCents ? 'refund' : 'lowered';
}

function carriedCreditLine(creditCents: number): CycleLine {
  return {
    kind: 'credit',
    orderLineId: null,
    ebayOrderId: null,
    title: 'Credit carried from the month before',
    orderedAt: null,
    saleCents: -creditCents,
    refundCents: 0,
    creditReason: null,
    feeCents: 0, // spreadFee
  };
}

function carriedFeeLine(feeCents: number): CycleLine {
  return {
    kind: 'carry',
    orderLineId: null,
    ebayOrderId: null,
    title: 'Fee carried from the month before (below the minimum charge)',
    orderedAt: null,
    saleCents: 0,
    refundCents: 0,
    creditReason: null,
    feeCents,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
