import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { FEE_LABEL } from '../service';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

const SETUP_ITEMS = [
  'Connect the eBay account Pennant lists your cards on.',
  'Set how cards are priced and how low-value cards are grouped into lots.',
  `Read how payment works: Pennant charges ${FEE_LABEL} of net sales, billed monthly.`,
] as const;

export interface WelcomeStepProps {
  headingId: string;
  busy: boolean;
  onNext: () => void;
}

export function WelcomeStep({ headingId, busy, onNext }: WelcomeStepProps) {
  return (
    <>
      <StepHeading id={headingId} title="Welcome to Pennant">
        Pennant identifies your cards from photos, prices them from recent eBay comparables and
        prepares listings for you to approve. This is the first of four short steps; next:
      </StepHeading>
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {SETUP_ITEMS.map((item) => (
          <li key={item} style={{ marginBottom: 8 }}>
            <Typography.Text>{item}</Typography.Text>
          </li>
        ))}
      </ol>
      <StepActions>
        <Button
          type="primary"
          onClick={onNext}
          loading={busy}
          icon={<ArrowRightOutlined aria-hidden />}
          iconPosition="end"
        >
          Next
        </Button>
      </StepActions>
    </>
  );
}
