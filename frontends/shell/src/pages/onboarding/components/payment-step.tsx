import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { FEE_LABEL } from '../service';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export interface PaymentStepProps {
  headingId: string;
  busy: boolean;
  onBack: () => void;
  onSkip: () => void;
  onFinish: () => void;
}

/** The last step: billing is not available yet, so there is nothing to enter. */
export function PaymentStep({ headingId, busy, onBack, onSkip, onFinish }: PaymentStepProps) {
  const [choice, setChoice] = useState<'skip' | 'finish' | null>(null);
  const choose = (next: 'skip' | 'finish') => {
    setChoice(next);
    if (next === 'skip') onSkip();
    else onFinish();
  };

  return (
    <>
      <StepHeading id={headingId} title="Payment method">
        Pennant charges {FEE_LABEL} of net sales of the items listed through it, billed monthly.
        There is no subscription and no setup fee.
      </StepHeading>
      <Alert
        type="info"
        showIcon
        message="Payment methods are not available yet"
        description="A payment method is added from Billing once billing is available. You can finish setup now; there is nothing to enter here."
        style={{ maxWidth: 640 }}
      />
      <StepActions onBack={onBack} disabled={busy}>
        <Button onClick={() => choose('skip')} disabled={busy} loading={busy && choice === 'skip'}>
          Skip
        </Button>
        <Button
          type="primary"
          onClick={() => choose('finish')}
          disabled={busy && choice !== 'finish'}
          loading={busy && choice === 'finish'}
          icon={<CheckOutlined aria-hidden />}
        >
          Finish setup
        </Button>
      </StepActions>
    </>
  );
}
