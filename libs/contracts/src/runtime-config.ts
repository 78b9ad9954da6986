/** GET /api/config/remotes: where the shell finds each micro-frontend's manifest at run time. */
export interface RemoteDescriptor {
  name: string;
  manifestUrl: string;
}
export interface RemotesConfig {
  remotes: RemoteDescriptor[];
}

/**
 * GET /api/public/metrics: live platform figures for the landing page. A figure is null while too
 * few dealers contribute to it (it would tell about one dealer) or when the operator hides them.
 */
export interface PlatformMetrics {
  dealers: number | null;
  cardsProcessed: number | null;
  /** Whole hundreds of dollars. */
  salesVolume: string | null;
  /** Measured identification accuracy (0-100, one decimal) or null until a benchmark has measured it. */
  identificationAccuracyPercent: string | null;
}

/** GET /api/public/contact: how dealers reach the operator; null hides the Contact block. */
export interface PublicContact {
  supportEmail: string | null;
}

/** GET /api/public/testimonials: operator-edited content; empty unless the operator adds some. */
export interface Testimonial {
  quote: string;
  name: string;
  business?: string;
}
