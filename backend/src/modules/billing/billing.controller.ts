import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { BillingCycle, Invoice } from '@pennant/contracts';
import { BadRequestError, CurrentDealerId, Public } from '../../common';
import { RateLimitRefusals } from '../../http';
import { BillingError } from './billing.errors';
import { cycleOf, type CycleRow } from './billing-cycle.rows';
import { BillingCyclesService } from './billing-cycles.service';
import {
  BillingCycleDto,
  BillingStatsDto,
  ConfirmPaymentMethodDto,
  CycleIdParamsDto,
  GenerateParamsDto,
  InvoiceDto,
  InvoiceIdParamsDto,
  InvoiceSummaryDto,
  PaymentMethodStateDto,
  PaymentSetupResponseDto,
  YearQueryDto,
} from './dto/billing.dto';
import { renderInvoicePdf } from './invoice-pdf';
import { InvoicesService } from './invoices.service';
import { BillingJobs } from './jobs/billing-jobs';
import { PaymentMethodsService } from './payment-methods.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment/payment-provider';

const FIRST_BILLING_YEAR = 2000;

@ApiTags('billing')
@Controller('api/billing')
export class BillingController {
  constructor(
    private readonly cycles: BillingCyclesService,
    private readonly invoices: InvoicesService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly billingJobs: BillingJobs,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post('generate/:year/:month')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Generates the month's cycle in the dealer's time zone (the current month to date as pending); again updates a pending cycle, never a closed one",
  })
  @ApiOkResponse({ type: BillingCycleDto })
  @ApiBadRequestResponse({ description: 'A bad year or month, or a month not yet begun' })
  async generate(
    @CurrentDealerId() dealerId: string,
    @Param() params: GenerateParamsDto,
  ): Promise<BillingCycle> {
    const cycle = await this.cycles.generate(dealerId, yearOf(params.year), Number(params.month));
    return (await this.withInvoices(dealerId, [cycle]))[0];
  }

  @Get('cycles')
  @ApiOperation({ summary: "The dealer's billing cycles, newest first (of one year when given)" })
  @ApiOkResponse({ type: BillingCycleDto, isArray: true })
  async list(
    @CurrentDealerId() dealerId: string,
    @Query() query: YearQueryDto,
  ): Promise<BillingCycle[]> {
    const year = query.year === undefined ? undefined : yearOf(query.year);
    return this.withInvoices(dealerId, await this.cycles.list(dealerId, year));
  }

  @Get('stats')
  @ApiOkResponse({ type: BillingStatsDto })
  stats(@CurrentDealerId() dealerId: string): Promise<BillingStatsDto> {
    return this.cycles.stats(dealerId);
  }

  @Post('invoice/:cycleId')
  @HttpCode(201)
  @ApiOperation({ summary: 'Invoices a pending cycle with a fee through the payment provider' })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiNotFoundResponse({ description: "No such cycle (or another dealer's)" })
  @ApiConflictResponse({ description: 'The cycle is not pending, or its fee is 0.00' })
  invoice(
    @CurrentDealerId() dealerId: string,
    @Param() params: CycleIdParamsDto,
  ): Promise<Invoice> {
    return this.invoices.invoiceCycle(dealerId, params.cycleId);
  }

  @Get('invoices')
  @ApiOkResponse({ type: InvoiceSummaryDto, isArray: true })
  listInvoices(
    @CurrentDealerId() dealerId: string,
    @Query() query: YearQueryDto,
  ): Promise<InvoiceSummaryDto[]> {
    return this.invoices.list(dealerId, query.year === undefined ? undefined : yearOf(query.year));
  }

  @Get('invoices/:id')
  @ApiOkResponse({ type: InvoiceDto })
  @ApiNotFoundResponse({ description: "No such invoice (or another dealer's)" })
  getInvoice(
    @CurrentDealerId() dealerId: string,
    @Param() params: InvoiceIdParamsDto,
  ): Promise<Invoice> {
    return this.invoices.get(dealerId, params.id);
  }

  @Get('invoices/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice as a PDF' })
  @ApiNotFoundResponse({ description: "No such invoice (or another dealer's)" })
  async pdf(
    @CurrentDealerId() dealerId: string,
    @Param() params: InvoiceIdParamsDto,
    @Res() response: Response,
  ): Promise<void> {
    const invoice = await this.invoices.get(dealerId, params.id);
    const pdf = await renderInvoicePdf(invoice);
    response
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="${invoice.number}.pdf"`)
      .send(pdf);
  }

  @Post('invoices/:id/mark-paid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Local provider: the dealer marks the invoice paid (409 under Stripe)' })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiConflictResponse({ description: 'The invoice is paid through Stripe' })
  markPaid(
    @CurrentDealerId() dealerId: string,
    @Param() params: InvoiceIdParamsDto,
  ): Promise<Invoice> {
    return this.invoices.markPaid(dealerId, params.id);
  }

  @Get('payment-method')
  @ApiOkResponse({ type: PaymentMethodStateDto })
  paymentMethod(@CurrentDealerId() dealerId: string): Promise<PaymentMethodStateDto> {
    return this.paymentMethods.state(dealerId);
  }

  @Post('payment-method/setup')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Stripe: a SetupIntent's client secret for the card form. Local provider: chosen, nothing to save",
  })
  @ApiOkResponse({ type: PaymentSetupResponseDto })
  setup(@CurrentDealerId() dealerId: string): Promise<PaymentSetupResponseDto> {
    return this.paymentMethods.startSetup(dealerId);
  }

  @Post('payment-method/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe: the confirmed SetupIntent's card becomes the default for invoices",
  })
  @ApiOkResponse({ type: PaymentMethodStateDto })
  @ApiBadRequestResponse({
    description: 'Not this dealer’s SetupIntent, not confirmed, or the local provider',
  })
  async confirm(
    @CurrentDealerId() dealerId: string,
    @Body() body: ConfirmPaymentMethodDto,
  ): Promise<PaymentMethodStateDto> {
    const state = await this.paymentMethods.confirmSetup(dealerId, body.setupIntentId);
    await this.billingJobs.billWhatWaitedForCard(dealerId);
    return state;
  }

  @Public()
  @RateLimitRefusals('webhook')
  @Post('webhooks/stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's webhook: invoice.paid and invoice.payment_failed (signature checked)",
  })
  @ApiOkResponse({ description: 'The event was taken (or is one billing does not follow)' })
  @ApiBadRequestResponse({ description: 'The Stripe-Signature does not verify' })
  async stripeWebhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (this.provider.name !== 'stripe') throw BillingError.stripeNotConfigured();
    if (!request.rawBody)
      throw new BadRequestError('WEBHOOK_BODY_INVALID', "The body must be Stripe's JSON event");
    const event = this.provider.readWebhook(request.rawBody, signature);
    if (event) await this.invoices.applyPaymentEvent(event);
    return { received: true };
  }

  private async withInvoices(dealerId: string, rows: CycleRow[]): Promise<BillingCycle[]> {
    const invoices = await this.invoices.summariesByCycle(
      dealerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...cycleOf(row), invoice: invoices.get(row.id) ?? null }));
  }
}

function yearOf(value: string): number {
  const year = Number(value);
  if (year < FIRST_BILLING_YEAR)
    throw new BadRequestError('YEAR_INVALID', `year must be ${FIRST_BILLING_YEAR} or later`, [
      { field: 'year', message: `must be ${FIRST_BILLING_YEAR} or later` },
    ]);
  return year;
}
