import { RocketOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';
import { setupInvitation } from './remaining-setup';

/** Invites a dealer who has setup steps left to the onboarding wizard. */
export function OnboardingCallToAction() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const invitation = user && !user.onboardingComplete ? setupInvitation(user) : null;
  if (!invitation) return null;

  return (
    <Alert
      type="info"
      showIcon
      icon={<RocketOutlined />}
      style={{ marginBottom: 16 }}
      message="Finish setting up Pennant"
      description={invitation}
      action={
        <Button type="primary" onClick={() => navigate('/onboarding')}>
          Start setup
        </Button>
      }
    />
  );
}
