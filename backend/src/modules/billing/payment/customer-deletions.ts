import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Retries stop once a deletion has failed this long; the operator deletes what is left by hand. */
export const RETRY_CUSTOMER_DELETION_FOR_MS = 30 * DAY_MS;
const FIRST_RETRY_AFTER_MS = 10 * MINUTE_MS;
const LONGEST_RETRY_WAIT_MS = 6 * HOUR_MS;

/**
 * When a deletion recorded at `recordedAt` is tried next: after waiting as long again as it has
 * waited so far (a backoff that doubles), from 10 minutes to 6 hours.
 */
export function nextCustomerDeletionAttempt(recordedAt: Date, now: Date): Date {
  const waited = now.getTime() - recordedAt.getTime();
  const wait = Math.min(Math.max(waited, FIRST_RETRY_AFTER_MS), LONGEST_RETRY_WAIT_MS);
  return new Date(now.getTime() + wait);
}

/** Whether a deletion recorded at `recordedAt` has been retried for as long as it will be. */
export function customerDeletionRetriesAreOver(recordedAt: Date, now: Date): boolean {
  return now.getTime() - recordedAt.getTime() >= RETRY_CUSTOMER_DELETION_FOR_MS;
}

/** A customer at a payment provider that account erasure could not delete yet. */
export interface PendingCustomerDeletion {
  id: string;
  provider: string;
  customerId: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

/** What a failed erasure leaves to retry: the customer, the tries made, the last failure. */
export interface CustomerDeletionFailure {
  provider: string;
  customerId: string;
  attempts: number;
  error: string;
  nextAttemptAt: Date;
}

interface PendingRow {
  id: string;
  provider: string;
  customer_id: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/**
 * The `payment_customer_deletion` table: customers still to delete at their provider after their
 * dealer was erased. No foreign key, no dealer id, so a record outlives the dealer and a restart.
 */
@Injectable()
export class PaymentCustomerDeletions {
  constructor(private readonly em: EntityManager) {}

  /** Records a deletion to retry; the same customer recorded again adds its attempts to the record. */
  async record(failure: CustomerDeletionFailure): Promise<void> {
    await this.em.getConnection().execute(
      `INSERT INTO payment_customer_deletion (provider, customer_id, attempts, last_error, next_attempt_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (provider, customer_id) DO UPDATE
           SET attempts = payment_customer_deletion.attempts + EXCLUDED.attempts,
               last_error = EXCLUDED.last_error`,
      [
        failure.provider,
        failure.customerId,
        failure.attempts,
        failure.error,
        failure.nextAttemptAt,
      ],
    );
  }

  /**
   * Takes up to `limit` of the provider's deletions due at `now`, pushing their next attempt to
   * `leaseUntil` in the same statement: processes sweeping at once each get different records, and
   * a record whose process died mid-attempt is due again once the lease ends.
   */
  async claimDue(
    provider: string,
    now: Date,
    leaseUntil: Date,
    limit: number,
  ): Promise<PendingCustomerDeletion[]> {
    const rows = await this.em.getConnection().execute<PendingRow[]>(
      `UPDATE payment_customer_deletion SET next_attempt_at = ?
         WHERE id IN (
           SELECT id FROM payment_customer_deletion
             WHERE provider = ? AND given_up_at IS NULL AND next_attempt_at <= ?
             ORDER BY next_attempt_at LIMIT ?
             FOR UPDATE SKIP LOCKED)
         RETURNING id, provider, customer_id, attempts, last_error, created_at`,
      [leaseUntil, provider, now, limit],
    );
    return rows.map(toPending);
  }

  /** The provider confirmed the customer is gone: nothing is left to do. */
  async done(id: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`DELETE FROM payment_customer_deletion WHERE id = ?`, [id]);
  }

  async failed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.em.getConnection().execute(
      `UPDATE payment_customer_deletion
         SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?`,
      [error, nextAttemptAt, id],
    );
  }

  /** No more retries: the record stays, marked, as the operator's note of what to delete by hand. */
  async giveUp(id: string, error: string, now: Date): Promise<void> {
    await this.em.getConnection().execute(
      `UPDATE payment_customer_deletion
         SET attempts = attempts + 1, last_error = ?, given_up_at = ? WHERE id = ?`,
      [error, now, id],
    );
  }

  /** Deletions still waiting whose provider is not this one, by provider. */
  async waitingForOtherProviders(provider: string): Promise<Map<string, number>> {
    const rows = await this.em.getConnection().execute<Array<{ provider: string; count: string }>>(
      `SELECT provider, count(*) AS count FROM payment_customer_deletion
         WHERE provider <> ? AND given_up_at IS NULL GROUP BY provider ORDER BY provider`,
      [provider],
    );
    return new Map(rows.map((row) => [row.provider, Number(row.count)]));
  }
}

function toPending(row: PendingRow): PendingCustomerDeletion {
  return {
    id: row.id,
    provider: row.provider,
    customerId: row.customer_id,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
  };
}
