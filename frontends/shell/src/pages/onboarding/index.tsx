import { usePageTitle } from '@pennant/ui';
import { Skeleton, Typography } from 'antd';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';
import { OnboardingWizard } from './components/onboarding-wizard';

/** The four-step setup wizard (`/onboarding`); a dealer who has finished it goes to the dashboard. */
export default function OnboardingPage() {
  const { user, isLoading } = useCurrentUser();
  usePageTitle('Set up Pennant');

  if (user?.onboardingComplete) return <Navigate to="/dashboard" replace />;

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Set up Pennant
        </Typography.Title>
        <Typography.Text type="secondary">
          Four short steps and Pennant is ready to list your cards.
        </Typography.Text>
      </header>
      {isLoading || !user ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <OnboardingWizard user={user} />
      )}
    </div>
  );
}
