import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../../common';

/**
 * The time zones a dealer may choose: a name Node's Intl knows, stored in its canonical spelling
 * (`america/new_york` is America/New_York, `US/Pacific-New` is America/Los_Angeles), and one
 * PostgreSQL knows too, since every local-day query runs `AT TIME ZONE` there. The two tz
 * databases are updated separately (PostgreSQL 15 dropped US/Pacific-New; a zone newer than the
 * server's tzdata is unknown to it), so the server's own list is read, once per process.
 */
@Injectable()
export class KnownTimeZones {
  private known?: Promise<Set<string>>;

  constructor(private readonly em: EntityManager) {}

  /** The canonical name of `timeZone`, or a 400 naming the field when it cannot be used. */
  async canonical(timeZone: string): Promise<string> {
    const name = intlCanonicalName(timeZone);
    if (name === undefined || !(await this.postgresNames()).has(name)) throw unknownTimeZone();
    return name;
  }

  private postgresNames(): Promise<Set<string>> {
    this.known ??= this.readPostgresNames().catch((error: unknown) => {
      this.known = undefined;
      throw error;
    });
    return this.known;
  }

  private async readPostgresNames(): Promise<Set<string>> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>('SELECT name FROM pg_timezone_names');
    return new Set(rows.map((row) => row.name));
  }
}

export const TIME_ZONE_MESSAGE = 'timeZone must be an IANA time zone such as America/New_York';

/** Intl's canonical spelling of an IANA name, or undefined for a name Intl does not know. */
export function intlCanonicalName(timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function unknownTimeZone(): BadRequestError {
  return new BadRequestError('VALIDATION_FAILED', TIME_ZONE_MESSAGE, [
    { field: 'timeZone', message: TIME_ZONE_MESSAGE },
  ]);
}
