import { RocketOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';

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
      description="Connect eBay, set your pricing rules and add a payment method so Pennant can list and bill for you."
      action={
        <Button type="primary" onClick={() => navigate('/onboarding')}>
          Start setup
        </Button>
      }
    />
  );
}
