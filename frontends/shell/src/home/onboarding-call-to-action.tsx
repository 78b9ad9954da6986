import { RocketOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';
import { setupInvitation } from './remaining-setup';

/** Invites a dealer who has not finished setup to the onboarding wizard. */
export function OnboardingCallToAction() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user || user.onboardingComplete) return null;

  return (
    <Alert
      type="info"
      showIcon
      icon={<RocketOutlined />}
      style={{ marginBottom: 16 }}
      message="Finish setting up Pennant"
      description={setupInvitation(user)}
      action={
        <Button type="primary" onClick={() => navigate('/onboarding')}>
          Start setup
        </Button>
      }
    />
  );
}
