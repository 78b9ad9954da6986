import { GuardedLink } from '../unsaved/guarded-link';
import { BRAND_COLOR } from '../app/theme';

export interface LogoProps {
  to: string;
}

/** The Pennant mark and name. */
export function Logo({ to }: LogoProps) {
  return (
    <GuardedLink
      to={to}
      aria-label="Pennant home"
      style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', flex: 'none' }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={BRAND_COLOR} />
        <path d="M10 6v21" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M11 7l14 5.5L11 18z" fill="#fff" />
      </svg>
      <span style={{ fontSize: 19, fontWeight: 700, letterSpacing: '-0.01em' }}>Pennant</span>
    </GuardedLink>
  );
}
