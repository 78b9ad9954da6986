import { BankOutlined, CheckOutlined, CreditCardOutlined } from '@ant-design/icons';
import type { PaymentMethodState } from '@pennant/contracts';
import { IfRouteAvailable } from '@pennant/ui';
import { Alert, App, Button, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../settings/service';
import {
  BILLING_PAYMENT_PATH,
  FEE_LABEL,
  usePaymentMethod,
  useSetUpPaymentMethod,
} from '../service';
import { DoneCard } from './done-card';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

function PaymentReady({ method }: { method: PaymentMethodState }) {
  return (
    <DoneCard testId="onboarding-payment-ready">
      <Typography.Text strong>
        {method.card
          ? `${method.card.brand.toUpperCase()} card ending in ${method.card.last4} is saved for your monthly invoices.`
          : 'Invoice payments are set up: each month you receive an invoice and pay it by bank transfer.'}
      </Typography.Text>
    </DoneCard>
  );
}

function LocalChoice() {
  return (
    <Space align="start" size={12} style={{ maxWidth: 640 }}>
      <BankOutlined style={{ fontSize: 22, marginTop: 4 }} aria-hidden />
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        This Pennant server bills by invoice: each month you receive an invoice for the fee and pay
        it by bank transfer, then mark it as paid on the Billing page. No card is needed.
      </Typography.Paragraph>
    </Space>
  );
}

function CardChoice() {
  const navigate = useNavigate();
  return (
    <Space direction="vertical" size={12} style={{ maxWidth: 640 }}>
      <Space align="start" size={12}>
        <CreditCardOutlined style={{ fontSize: 22, marginTop: 4 }} aria-hidden />
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Pennant charges a card for each month&apos;s invoice through Stripe. The card form is on
          the Billing page; come back here to finish once the card is saved.
        </Typography.Paragraph>
      </Space>
      <IfRouteAvailable to="/billing">
        <Button
          icon={<CreditCardOutlined aria-hidden />}
          onClick={() => navigate(BILLING_PAYMENT_PATH)}
        >
          Add a card in Billing
        </Button>
      </IfRouteAvailable>
    </Space>
  );
}

export interface PaymentStepProps {
  headingId: string;
  busy: boolean;
  /** The dealer already has a payment method (the user's `paymentSetup`). */
  paymentSetup: boolean;
  onBack: () => void;
  onSkip: () => void;
  onFinish: () => void;
}

/**
 * The last step: with the local provider one click sets invoice payments up and finishes; with
 * Stripe the card is added on the Billing page (the shell never loads a remote's code). Skippable.
 */
export function PaymentStep({
  headingId,
  busy,
  paymentSetup,
  onBack,
  onSkip,
  onFinish,
}: PaymentStepProps) {
  const { notification } = App.useApp();
  const { data: method, error, isLoading } = usePaymentMethod();
  const setUp = useSetUpPaymentMethod();
  const [choice, setChoice] = useState<'skip' | 'finish' | null>(null);
  const [settingUp, setSettingUp] = useState(false);

  const choose = (next: 'skip' | 'finish') => {
    setChoice(next);
    if (next === 'skip') onSkip();
    else onFinish();
  };

  const chooseInvoicePayments = async () => {
    setSettingUp(true);
    try {
      await setUp();
      choose('finish');
    } catch (failure) {
      notification.error({ message: 'Setup Failed', description: errorMessage(failure) });
    } finally {
      setSettingUp(false);
    }
  };

  const local = method?.provider === 'local';
  const offerInvoicePayments = local && !paymentSetup;

  return (
    <>
      <StepHeading id={headingId} title="Payment method">
        Pennant charges {FEE_LABEL} of net sales of the items listed through it, billed monthly.
        There is no subscription and no setup fee.
      </StepHeading>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {error && (
        <Alert
          type="warning"
          showIcon
          message="Payment methods could not be checked"
          description={`You can finish setup now and add one from Billing later. ${errorMessage(error)}`}
          style={{ maxWidth: 640 }}
        />
      )}
      {method && paymentSetup && <PaymentReady method={method} />}
      {method && !paymentSetup && (local ? <LocalChoice /> : <CardChoice />)}
      <StepActions onBack={onBack} disabled={busy || settingUp}>
        <Button
          onClick={() => choose('skip')}
          disabled={busy || settingUp}
          loading={busy && choice === 'skip'}
        >
          Skip
        </Button>
        {offerInvoicePayments ? (
          <Button
            type="primary"
            onClick={() => void chooseInvoicePayments()}
            disabled={busy && choice !== 'finish'}
            loading={settingUp || (busy && choice === 'finish')}
            icon={<CheckOutlined aria-hidden />}
          >
            Use invoice payments and finish
          </Button>
        ) : (
          <Button
            type="primary"
            onClick={() => choose('finish')}
            disabled={busy && choice !== 'finish'}
            loading={busy && choice === 'finish'}
            icon={<CheckOutlined aria-hidden />}
          >
            Finish setup
          </Button>
        )}
      </StepActions>
    </>
  );
}
