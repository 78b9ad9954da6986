import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, App, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { confirmPaymentMethod, errorText } from '../../../shared/finance-api';

function CardForm({ onSaved }: { onSaved: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setProblem(null);
    try {
      const { setupIntent, error } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
      });
      if (error || !setupIntent) {
        setProblem(error?.message ?? 'The card could not be saved.');
        return;
      }
      await confirmPaymentMethod(setupIntent.id);
      notification.success({
        message: 'Setup Completed',
        description: 'Your card is saved for monthly invoices.',
      });
      onSaved();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 480 }}>
      <PaymentElement />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} />}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={!stripe} onClick={() => void save()}>
          Save card
        </Button>
      </Flex>
    </div>
  );
}

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  onSaved: () => void;
}

/** Stripe's card form for a SetupIntent; loaded only when the server uses Stripe. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  onSaved,
}: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <CardForm onSaved={onSaved} />
    </Elements>
  );
}
