import { EbayAuthBanner } from '@pennant/ui';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../layout/page-spinner';
import { HOME_REMOTE } from '../remotes/registry';
import { RemoteView } from '../remotes/remote-view';
import { useCurrentUser } from '../session/use-current-user';
import { OnboardingCallToAction } from './onboarding-call-to-action';

const LandingPage = lazy(() => import('../pages/landing'));

/** "/": the landing page for visitors, the dashboard for a signed-in dealer. */
export function HomeRoute() {
  const { user } = useCurrentUser();

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
