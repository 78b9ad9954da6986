import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { toCents } from '../../../common';
import { JobQueue, queueOnSchedule, type EnqueuedJob } from '../../../integrations/jobs';
import { DealersService } from '../../dealers';
import { BillingError } from '../billing.errors';
import { BillingCyclesService } from '../billing-cycles.service';
import { InvoicesService } from '../invoices.service';
import { PaymentMethodsService } from '../payment-methods.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider';

export const MONTHLY_BILLING_JOB = 'billing.monthly' as const;

/**
 * Month-end billing. Every hour, each dealer whose local date is the 1st gets a job
 * `billing-<dealerId>-<YYYY-MM>` for the month before: it generates the cycle and invoices it. Safe
 * to run twice (the job id while it waits, the cycle's uniqueness and status checks after), and a
 * run that crashed is taken up by the next hour's. Nothing owed waits for a 1st that passed: a last month with no
 * cycle (its 1st passed while the jobs did not run) and a closed month whose cycle is still pending with a fee (it
 * waited for a card, or the payment provider failed) are queued on any day.
 */
@Injectable()
export class BillingJobs implements OnModuleInit {
  private readonly logger = new Logger('BillingJobs');

  constructor(
    // For @CreateRequestContext: a run started outside a job or request gets its own context.
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly dealers: DealersService,
    private readonly cycles: BillingCyclesService,
    private readonly invoices: InvoicesService,
    private readonly paymentMethods: PaymentMethodsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  onModuleInit(): void {
    this.jobs.register(MONTHLY_BILLING_JOB, (job) =>
      this.billMonth(job.data.dealerId, job.data.month),
    );
  }

  @Cron('5 * * * *', { name: 'billing-month-end' })
  async hourly(): Promise<void> {
    await queueOnSchedule(this.logger, 'Month-end billing', () => this.enqueueMonthEnd(new Date()));
  }

  /** Queues every month a dealer's billing owes at `now` (see the class); one dealer's only when `dealerId` is given. */
  async enqueueMonthEnd(now: Date, dealerId?: string): Promise<EnqueuedJob[]> {
    const calendars = await this.dealers.billingCalendars(dealerId);
    const owed = calendars.length === 0 ? [] : await this.cycles.monthsOwed(calendars, now);
    const queued: EnqueuedJob[] = [];
    for (const { dealerId, month } of owed)
      queued.push(
        await this.jobs.enqueue(
          MONTHLY_BILLING_JOB,
          { dealerId, month },
          { jobId: `billing-${dealerId}-${month}` },
        ),
      );
    return queued;
  }

  /**
   * A card was saved: the months that waited for one are billed now rather than at the next hour. Their billing is
   * queued; a queue that cannot take it now leaves it to the hourly run, and the card stays saved.
   */
  async billWhatWaitedForCard(dealerId: string): Promise<void> {
    try {
      await this.enqueueMonthEnd(new Date(), dealerId);
    } catch (error) {
      this.logger.warn(`Billing of dealer ${dealerId} waits for the hourly run: ${String(error)}`);
    }
  }

  /** Generates the month's cycle unless it is already settled, then invoices it when due. */
  @CreateRequestContext()
  async billMonth(dealerId: string, month: string, now = new Date()): Promise<void> {
    const [year, monthNumber] = month.split('-').map(Number);
    const cycle = await this.cycles.generate(dealerId, year, monthNumber, now);
    if (cycle.status !== 'pending' || toCents(cycle.fee_due) === 0) return;
    if (this.provider.needsCard && !(await this.paymentMethods.customerWithCard(dealerId))) {
      this.logger.log(`Cycle ${cycle.id} waits for a card before it is invoiced`);
      return;
    }
    try {
      await this.invoices.invoiceCycle(dealerId, cycle.id, now);
    } catch (error) {
      // Another run invoiced it first.
      if (error instanceof BillingError && error.status === 409) return;
      throw error;
    }
  }
}
