import { ApiError, apiRequest, useApi } from '@pennant/api-client';
import type { PlatformMetrics, PublicContact, Testimonial } from '@pennant/contracts';
import { useCallback, useEffect, useState } from 'react';

export const METRICS_KEY = '/api/public/metrics';
export const TESTIMONIALS_KEY = '/api/public/testimonials';
export const HEALTH_PATH = '/api/health';
export const CONTACT_KEY = '/api/public/contact';

/** Live platform figures; never the spec's marketing numbers. */
export function usePlatformMetrics() {
  const { data, error, isLoading } = useApi<PlatformMetrics>(METRICS_KEY);
  return { metrics: data ?? null, error, isLoading };
}

/** Operator-edited testimonials; an empty list (the usual case) hides the section. */
export function useTestimonials(): Testimonial[] {
  const { data } = useApi<Testimonial[]>(TESTIMONIALS_KEY);
  return Array.isArray(data) ? data.filter((item) => item.quote && item.name) : [];
}

/** The operator's support address; null (no SUPPORT_EMAIL) hides the Contact block and link. */
export function useSupportEmail(): string | null {
  const { data } = useApi<PublicContact>(CONTACT_KEY);
  return data?.supportEmail ?? null;
}

export type HealthState =
  | { status: 'checking' }
  | { status: 'operational'; checkedAt: Date }
  | { status: 'failing'; checkedAt: Date; reason: string };

function describeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The service could not be reached.';
  try {
    const body = JSON.parse(error.bodyText) as { database?: unknown };
    if (body.database === false) return 'The database is not responding.';
  } catch {
    // not the health answer's JSON: describe it by status
  }
  return `The service answered with HTTP ${error.status}.`;
}

/**
 * A live check of GET /api/health, made when the page opens and again on demand.
 * It bypasses the SWR cache on purpose: a status check must never show an old answer.
 */
export function useSystemHealth() {
  const [state, setState] = useState<HealthState>({ status: 'checking' });

  const check = useCallback(async () => {
    setState({ status: 'checking' });
    try {
      await apiRequest('GET', HEALTH_PATH);
      setState({ status: 'operational', checkedAt: new Date() });
    } catch (error) {
      setState({ status: 'failing', checkedAt: new Date(), reason: describeFailure(error) });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  return { health: state, recheck: check };
}
