import { EbayAuthBanner, parseEbayAuthResult, takeReturnTo } from '@pennant/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../layout/page-spinner';
import { HOME_REMOTE } from '../remotes/registry';
import { RemoteView } from '../remotes/remote-view';
import { useCurrentUser } from '../session/use-current-user';
import { OnboardingCallToAction } from './onboarding-call-to-action';

const LandingPage = lazy(() => import('../pages/landing'));

/** "/": the landing page for visitors, the dashboard for a signed-in dealer. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  useReturnAfterSignIn(Boolean(user));

  if (!user) {
    return (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <LandingPage />
      </Suspense>
    );
  }

  return (
    <>
      <EbayAuthBanner />
      <OnboardingCallToAction />
      <RemoteView name={HOME_REMOTE} />
    </>
  );
}

/**
 * Back from eBay sign-in: a dealer sent to sign in from a page (a deep link, a session that ended) goes back to it.
 * A failed sign-in forgets it.
 */
function useReturnAfterSignIn(signedIn: boolean): void {
  const navigate = useNavigate();
  // Read before the banner takes the result off the address.
  const [outcome] = useState(() => parseEbayAuthResult(window.location.search)?.outcome);
  useEffect(() => {
    if (!outcome || (outcome === 'success' && !signedIn)) return;
    const returnTo = takeReturnTo();
    if (outcome === 'success' && returnTo) navigate(returnTo, { replace: true });
  }, [outcome, signedIn, navigate]);
}
