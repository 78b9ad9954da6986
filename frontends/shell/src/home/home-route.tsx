import { EbayAuthBanner, greeting, parseEbayAuthResult, takeReturnTo } from '@pennant/ui';
import { App } from 'antd';
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
 * Back from eBay sign-in: a dealer sent to sign in from a page (a deep link, a session that ended) goes back to it,
 * welcomed there by a toast instead of the home page's banner. A failed sign-in forgets the page.
 */
function useReturnAfterSignIn(signedIn: boolean): void {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  // Read before the banner takes the result off the address.
  const [result] = useState(() => parseEbayAuthResult(window.location.search));
  useEffect(() => {
    if (!result || (result.outcome === 'success' && !signedIn)) return;
    const returnTo = takeReturnTo();
    if (result.outcome !== 'success' || !returnTo) return;
    notification.success({
      message: 'eBay Connected Successfully!',
      description: greeting(result) ?? undefined,
    });
    navigate(returnTo, { replace: true });
  }, [result, signedIn, navigate, notification]);
}
