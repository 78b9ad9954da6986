import { Navigate, useLocation } from 'react-router';
import { aliasedAddress } from '../layout/navigation';
import { HomeRoute } from '../home/home-route';
import { OnboardingCallToAction } from '../home/onboarding-call-to-action';
import NotFoundPage from '../pages/not-found';
import { matchRemoteRoute } from '../remotes/registry';
import { RemoteView } from '../remotes/remote-view';

const ONBOARDING_CTA_PATHS = new Set(['/dashboard']);

/**
 * Everything that is not a shell page: "/", the remotes' address prefixes from the registry, and
 * the 404 page. Rendered under a splat route so each remote sees the full address.
 */
export function RoutedContent() {
  const { pathname, search } = useLocation();
  if (pathname === '/') return <HomeRoute />;
  const alias = aliasedAddress(pathname);
  if (alias) return <Navigate to={`${alias}${search}`} replace />;

  const match = matchRemoteRoute(pathname);
  if (!match) return <NotFoundPage />;

  return (
    <>
      {ONBOARDING_CTA_PATHS.has(pathname) && <OnboardingCallToAction />}
      <RemoteView name={match.remote} access={match.route.access} />
    </>
  );
}
