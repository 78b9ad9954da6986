import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { useApi } from '@pennant/api-client';
import type { CurrentUser, PaymentMethodState } from '@pennant/contracts';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAction } from '../../../shared/use-action';
import {
  CURRENT_USER_KEY,
  errorText,
  setUpPaymentMethod,
  usePaymentMethod,
} from '../../../shared/finance-api';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

function SavedCard({ card }: { card: NonNullable<PaymentMethodState['card']> }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ maxWidth: 420, marginBottom: 16 }}>
      <Descriptions.Item label="Card">
        {card.brand.toUpperCase()} ending in {card.last4}
      </Descriptions.Item>
      <Descriptions.Item label="Expires">
        {String(card.expMonth).padStart(2, '0')}/{card.expYear}
      </Descriptions.Item>
    </Descriptions>
  );
}

function LocalPayments({ setUp }: { setUp: boolean }) {
  const { busy, run, notification } = useAction('Setup Failed');
  const choose = () =>
    run(async () => {
      await setUpPaymentMethod();
      notification.success({
        message: 'Setup Completed',
        description: 'Your monthly invoices will be settled by bank transfer.',
      });
    });
  return (
    <Card data-testid="payment-local" style={{ maxWidth: 640 }}>
      <Space align="start" size={16}>
        <BankOutlined style={{ fontSize: 28, color: '#1677ff' }} aria-hidden />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Invoice payments {setUp && <Tag color="green">In use</Tag>}
          </Typography.Title>
          <Typography.Paragraph>
            This Pennant server bills by invoice (its local payment provider): each month&apos;s
            invoice is sent to you and no card is charged. Pay it by bank transfer, then mark it as
            paid on the Invoices tab.
          </Typography.Paragraph>
          {!setUp && (
            <Button type="primary" loading={busy} onClick={choose}>
              Use invoice payments
            </Button>
          )}
        </div>
      </Space>
    </Card>
  );
}

function StripePayments({ state }: { state: PaymentMethodState }) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const { busy, run } = useAction('Setup Failed');
  const start = () => run(async () => setClientSecret((await setUpPaymentMethod()).clientSecret));
  if (!state.publishableKey)
    return (
      <Alert
        type="error"
        showIcon
        message="Card payments are not configured on this server (no publishable key)."
      />
    );
  return (
    <Card data-testid="payment-stripe" style={{ maxWidth: 640 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <CreditCardOutlined /> Card for monthly invoices
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Pennant charges this card for each month&apos;s invoice through Stripe. Pennant never sees
        the card number.
      </Typography.Paragraph>
      {state.card && <SavedCard card={state.card} />}
      {clientSecret ? (
        <Suspense fallback={<Skeleton active />}>
          <StripeCardForm
            publishableKey={state.publishableKey}
            clientSecret={clientSecret}
            onSaved={() => setClientSecret(null)}
          />
        </Suspense>
      ) : (
        <Button type="primary" loading={busy} onClick={start}>
          {state.card ? 'Replace card' : 'Add a card'}
        </Button>
      )}
    </Card>
  );
}

/** The payment method: invoice payments with the local provider, a saved card with Stripe. */
export function PaymentMethodsTab() {
  const { data, error, isLoading } = usePaymentMethod();
  const user = useApi<CurrentUser>(CURRENT_USER_KEY, { on401: 'returnNull' });
  if (isLoading) return <Skeleton active />;
  if (error || !data)
    return (
      <Result
        status="warning"
        title="The payment method could not be loaded"
        subTitle={error ? errorText(error) : undefined}
      />
    );
  return data.provider === 'stripe' ? (
    <StripePayments state={data} />
  ) : (
    <LocalPayments setUp={Boolean(user.data?.paymentSetup)} />
  );
}
