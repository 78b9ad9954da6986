import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { toCents } from '../../../common';
import { JobQueue, type EnqueuedJob } from '../../../integrations/jobs';
import { DealersService } from '../../dealers';
import { BillingError } from '../billing.errors';
import { localDate, previousMonthKey } from '../billing-period';
import { BillingCyclesService } from '../billing-cycles.service';
import { InvoicesService } from '../invoices.service';
import { PaymentMethodsService } from '../payment-methods.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment/payment-provider';

export const MONTHLY_BILLING_JOB = 'billing.monthly' as const;

/**
 * Month-end billing. Every hour, each dealer whose local date is the 1st gets a job
 * `billing-<dealerId>-<YYYY-MM>` for the month before: it generates the cycle and invoices it. Safe
 * to run twice (the job id while it waits, the cycle's uniqueness and status checks after), and a
 * run that crashed is taken up by the next hour's: a cycle left pending is finished then.
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
    await this.enqueueMonthEnd(new Date());
  }

  /** Queues last month's billing for every dealer for whom `now` is the 1st. */
  async enqueueMonthEnd(now: Date): Promise<EnqueuedJob[]> {
    const queued: EnqueuedJob[] = [];
    for (const dealer of await this.dealers.timeZones()) {
      if (localDate(now, dealer.timeZone).day !== 1) continue;
      const month = previousMonthKey(now, dealer.timeZone);
      queued.push(
        await this.jobs.enqueue(
          MONTHLY_BILLING_JOB,
          { dealerId: dealer.id, month },
          { jobId: `billing-${dealer.id}-${month}` },
        ),
      );
    }
    return queued;
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
