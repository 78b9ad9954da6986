export { BillingModule } from './billing.module';
export { BillingJobs, MONTHLY_BILLING_JOB } from './jobs/billing-jobs';
export { BillingCyclesService } from './billing-cycles.service';
