import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  BILLING_CYCLE_STATUSES,
  type BillingCycle,
  type BillingCycleStatus,
  type BillingStats,
  type Invoice,
  type InvoiceLine,
  type InvoiceSummary,
  type PaymentMethodState,
  type PaymentProviderName,
  type PaymentSetupResponse,
} from '@pennant/contracts';

const YEAR = /^\d{4}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;
const PROVIDERS = ['local', 'stripe'];

export class GenerateParamsDto {
  @ApiProperty({ example: '2026' })
  @Matches(YEAR, { message: 'year must be a four-digit year such as 2026' })
  year!: string;

  @ApiProperty({ example: '11', description: '1 to 12' })
  @Matches(MONTH, { message: 'month must be a whole number from 1 to 12' })
  month!: string;
}

export class YearQueryDto {
  @ApiPropertyOptional({ example: '2026' })
  @IsOptional()
  @Matches(YEAR, { message: 'year must be a four-digit year such as 2026' })
  year?: string;
}

export class CycleIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'cycleId must be a billing cycle id (a UUID)' })
  cycleId!: string;
}

export class InvoiceIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be an invoice id (a UUID)' })
  id!: string;
}

export class ConfirmPaymentMethodDto {
  @ApiProperty({ example: 'seti_1Q2w3E4r5T6y' })
  @IsString({ message: 'setupIntentId must be a string' })
  @MaxLength(255, { message: 'setupIntentId must be at most 255 characters' })
  @Matches(/^seti_[A-Za-z0-9_]+$/, {
    message: 'setupIntentId must be a Stripe SetupIntent id (seti_...)',
  })
  setupIntentId!: string;
}

export class InvoiceSummaryDto implements InvoiceSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'PEN-2026-000001' }) number!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When a bank transfer is due; null when Stripe charges the card at once',
  })
  dueAt!: string | null;
  @ApiProperty({ description: 'Not paid by its due date' }) overdue!: boolean;
  @ApiProperty({ example: '12.34' }) total!: string;
  @ApiProperty({ enum: BILLING_CYCLE_STATUSES }) status!: BillingCycleStatus;
  @ApiProperty({ enum: PROVIDERS }) provider!: PaymentProviderName;
  @ApiProperty() pdfUrl!: string;
  @ApiProperty({ nullable: true, type: String }) paymentUrl!: string | null;
  @ApiProperty({
    example: 'America/New_York',
    description: 'The time zone its month was billed in: its dates are days there',
  })
  timeZone!: string;
}

export class BillingCycleDto implements BillingCycle {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date' }) periodStart!: string;
  @ApiProperty({ format: 'date' }) periodEnd!: string;
  @ApiProperty({ example: '1000.00' }) grossSales!: string;
  @ApiProperty({ example: '0.00' }) refunds!: string;
  @ApiProperty({ example: '0.00' }) credits!: string;
  @ApiProperty({ example: '1000.00' }) netSales!: string;
  @ApiProperty({ example: '2.00' }) revenueSharePercent!: string;
  @ApiProperty({ example: '20.00' }) feeDue!: string;
  @ApiProperty({ example: '0.00' }) carriedOver!: string;
  @ApiProperty({ example: '0.00' }) carriedIn!: string;
  @ApiProperty({ example: '0.00' }) creditCarriedOver!: string;
  @ApiProperty({ enum: BILLING_CYCLE_STATUSES }) status!: BillingCycleStatus;
  @ApiProperty({ type: InvoiceSummaryDto, nullable: true }) invoice!: InvoiceSummary | null;
}

export class BillingStatsDto implements BillingStats {
  @ApiProperty({ example: '1000.00' }) totalGrossSales!: string;
  @ApiProperty({ example: '20.00' }) totalFeesPaid!: string;
  @ApiProperty({ example: '0.00' }) totalFeesPending!: string;
  @ApiProperty({ example: '20.00' }) averageMonthlyFee!: string;
  @ApiProperty({
    example: '0.40',
    description:
      'The fee on sales no billing cycle holds yet (the month so far, a sale after its month was invoiced)',
  })
  feesNotYetBilled!: string;
  @ApiProperty({
    example: '0.10',
    description:
      'The fee the next bill credits back: sales billed before and refunded, cancelled or lowered since',
  })
  creditNotYetBilled!: string;
}

export class InvoiceLineDto implements InvoiceLine {
  @ApiProperty() description!: string;
  @ApiProperty({ nullable: true, type: String }) ebayOrderId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) orderedAt!: string | null;
  @ApiProperty({ example: '150.00' }) saleAmount!: string;
  @ApiProperty({ example: '0.00', description: "A sale line's refund known when it was billed" })
  refund!: string;
  @ApiProperty({ example: '3.00' }) fee!: string;
  @ApiProperty({ enum: ['sale', 'credit', 'carry'] }) kind!: InvoiceLine['kind'];
}

class IssuerDto {
  @ApiProperty() name!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ description: 'How to pay the invoice (bank details); empty when none were set' })
  paymentInstructions!: string;
}

class InvoiceSumsDto {
  @ApiProperty({ example: '150.00' }) sales!: string;
  @ApiProperty({ example: '0.00' }) refunds!: string;
  @ApiProperty({
    example: '0.00',
    description: 'Refunds and cancellations of months billed before',
  })
  credits!: string;
  @ApiProperty({ example: '0.00', description: 'A fee below the minimum charge carried in' })
  carriedFee!: string;
}

class BilledToDto {
  @ApiProperty({ nullable: true, type: String }) storeName!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) ebayUserId!: string | null;
  @ApiProperty({ nullable: true, type: String }) ebayUsername!: string | null;
}

export class InvoiceDto extends InvoiceSummaryDto implements Invoice {
  @ApiProperty({ format: 'uuid' }) cycleId!: string;
  @ApiProperty({ format: 'date' }) periodStart!: string;
  @ApiProperty({ format: 'date' }) periodEnd!: string;
  @ApiProperty({ type: IssuerDto }) issuer!: Invoice['issuer'];
  @ApiProperty({ type: BilledToDto }) billedTo!: Invoice['billedTo'];
  @ApiProperty({ type: InvoiceLineDto, isArray: true }) lines!: InvoiceLine[];
  @ApiProperty({ example: '1000.00' }) netSales!: string;
  @ApiProperty({ example: '2.00' }) revenueSharePercent!: string;
  @ApiProperty({ type: InvoiceSumsDto }) sums!: Invoice['sums'];
}

class SavedCardDto {
  @ApiProperty({ example: 'visa' }) brand!: string;
  @ApiProperty({ example: '4242' }) last4!: string;
  @ApiProperty({ example: 12 }) expMonth!: number;
  @ApiProperty({ example: 2030 }) expYear!: number;
}

export class PaymentMethodStateDto implements PaymentMethodState {
  @ApiProperty({ enum: PROVIDERS }) provider!: PaymentProviderName;
  @ApiProperty({ nullable: true, type: String }) publishableKey!: string | null;
  @ApiProperty({ type: SavedCardDto, nullable: true }) card!: PaymentMethodState['card'];
}

export class PaymentSetupResponseDto implements PaymentSetupResponse {
  @ApiProperty({ enum: PROVIDERS }) provider!: PaymentProviderName;
  @ApiProperty({ nullable: true, type: String }) clientSecret!: string | null;
}
