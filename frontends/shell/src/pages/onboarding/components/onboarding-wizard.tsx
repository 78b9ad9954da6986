import type { CurrentUser } from '@pennant/contracts';
import { ONBOARDING_STEPS } from '@pennant/contracts';
import { Card, Progress, Space } from 'antd';
import { useMemo } from 'react';
import { useOnboardingWizard } from '../use-onboarding-wizard';
import { ConfigureSettingsStep } from './configure-settings-step';
import { ConnectEbayStep } from './connect-ebay-step';
import { PaymentStep } from './payment-step';
import { STEP_PANEL_ID, StepCards, stepTabId } from './step-cards';
import { WelcomeStep } from './welcome-step';

const HEADING_ID = 'onboarding-step-heading';

function doneSteps(user: CurrentUser, current: number): Set<number> {
  const done = new Set<number>();
  if (current > 1) done.add(1);
  if (user.ebayConnected) done.add(2);
  if (user.settingsConfigured) done.add(3);
  if (user.paymentSetup) done.add(4);
  return done;
}

export interface OnboardingWizardProps {
  user: CurrentUser;
}

/** Progress, the four step cards and the current step's panel. */
export function OnboardingWizard({ user }: OnboardingWizardProps) {
  const wizard = useOnboardingWizard(user.onboardingStep);
  const { step, pending } = wizard;
  const busy = pending !== null;
  const done = useMemo(() => doneSteps(user, step), [user, step]);

  const panel = (() => {
    switch (step) {
      case 1:
        return <WelcomeStep headingId={HEADING_ID} busy={busy} onNext={() => void wizard.next()} />;
      case 2:
        return (
          <ConnectEbayStep
            headingId={HEADING_ID}
            busy={busy}
            onBack={() => void wizard.back()}
            onNext={() => void wizard.next()}
            onSkip={() => void wizard.skip()}
            setBeforeLeaving={wizard.setBeforeLeaving}
          />
        );
      case 3:
        return (
          <ConfigureSettingsStep
            headingId={HEADING_ID}
            busy={busy}
            configured={user.settingsConfigured}
            onBack={() => void wizard.back()}
            onSaved={wizard.next}
            setBeforeLeaving={wizard.setBeforeLeaving}
          />
        );
      default:
        return (
          <PaymentStep
            headingId={HEADING_ID}
            busy={busy}
            paymentSetup={user.paymentSetup}
            onBack={() => void wizard.back()}
            onSkip={() => void wizard.skip()}
            onFinish={() => void wizard.finish()}
          />
        );
    }
  })();

  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <Progress
        percent={Math.round((step / ONBOARDING_STEPS) * 100)}
        // The last step is under way, not done: antd turns a full bar green ("success") unless told otherwise.
        status="normal"
        format={() => `Step ${step} of ${ONBOARDING_STEPS}`}
        aria-label="Setup progress"
        aria-valuetext={`Step ${step} of ${ONBOARDING_STEPS}`}
        strokeWidth={10}
      />
      <StepCards
        current={step}
        done={done}
        disabled={busy}
        onSelect={(target) => void wizard.goTo(target)}
      />
      <Card
        id={STEP_PANEL_ID}
        role="tabpanel"
        aria-labelledby={`${stepTabId(step)} ${HEADING_ID}`}
        style={{ borderRadius: 12 }}
        styles={{ body: { padding: 32 } }}
      >
        {panel}
      </Card>
    </Space>
  );
}
