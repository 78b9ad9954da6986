import { allocateCents, percentOfCents } from '../../common';
import type { BillableLine } from '../orders';

/** A line an earlier, closed cycle billed, as it stands now, with the refund that cycle recorded. */
export interface BilledLine {
  line: BillableLine;
  refundRecordedCents: number;
}

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
  /** A credit line for an order eBay cancelled after it was billed, rather than one refunded. */
  cancelled: boolean;
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
    cancelled: false,
    feeCents: 0, // spreadFee
  };
}

/** A refund (or eBay's cancellation) that came after the line was billed: the part not yet credited. */
function creditLine({ line, refundRecordedCents }: BilledLine): CycleLine[] {
  const creditCents = line.refundCents - refundRecordedCents;
  if (creditCents <= 0) return [];
  return [
    {
      kind: 'credit',
      orderLineId: line.lineId,
      ebayOrderId: line.ebayOrderId,
      title: line.title,
      orderedAt: line.orderedAt,
      saleCents: -creditCents,
      refundCents: line.refundCents,
      cancelled: line.cancelled,
      feeCents: 0, // spreadFee
    },
  ];
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
    cancelled: false,
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
    cancelled: false,
    feeCents,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
