import { ArrowRightOutlined, LinkOutlined } from '@ant-design/icons';
import type { EbayAccount } from '@pennant/contracts';
import { ebayAccountLabel, formatDate } from '@pennant/ui';
import { Alert, App, Button, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useEbayAccount } from '../../../session/use-current-user';
import {
  SellingSetupPanel,
  type SellingSetupPanelHandle,
} from '../../settings/components/selling-setup-panel';
import { errorMessage, startEbayConnect } from '../../settings/service';
import type { BeforeLeavingStep } from '../use-onboarding-wizard';
import { DoneCard } from './done-card';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

function ConnectedAccount({ account }: { account: EbayAccount }) {
  return (
    <DoneCard>
      <Typography.Text strong data-testid="onboarding-ebay-account">
        Connected as {ebayAccountLabel(account)}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">
          eBay user ID {account.ebayUserId} · token expires {formatDate(account.expiresAt)}
        </Typography.Text>
      </div>
    </DoneCard>
  );
}

function ConnectButton({ disabled }: { disabled: boolean }) {
  const { notification } = App.useApp();
  const [connecting, setConnecting] = useState(false);
  const connect = async () => {
    setConnecting(true);
    try {
      await startEbayConnect();
    } catch {
      setConnecting(false);
      notification.error({
        message: 'Connection Error',
        description: 'Failed to start eBay connection. Please try again.',
      });
    }
  };
  return (
    <Button
      type="primary"
      icon={<LinkOutlined aria-hidden />}
      loading={connecting}
      disabled={disabled}
      onClick={() => void connect()}
    >
      Connect eBay
    </Button>
  );
}

export interface ConnectEbayStepProps {
  headingId: string;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  /** Registers what must happen before the wizard leaves this step. */
  setBeforeLeaving: (check: BeforeLeavingStep | null) => void;
}

export function ConnectEbayStep({
  headingId,
  busy,
  onBack,
  onNext,
  onSkip,
  setBeforeLeaving,
}: ConnectEbayStepProps) {
  const { account, error, isLoading } = useEbayAccount(true);
  const sellingSetup = useRef<SellingSetupPanelHandle>(null);

  // Next, Back and the step cards take what the dealer chose in the selling setup: its changes are saved
  // first (a wrong field keeps the dealer here with its error shown), as the settings step saves on Next.
  useEffect(() => {
    setBeforeLeaving(() => sellingSetup.current?.saveChanges() ?? Promise.resolve(true));
    return () => setBeforeLeaving(null);
  }, [setBeforeLeaving]);

  return (
    <>
      <StepHeading id={headingId} title="Connect your eBay account, then set up selling">
        Pennant lists your cards and tracks their sales on this eBay account, through eBay&apos;s
        official APIs. Before it can publish, eBay needs your business policies and the place your
        cards ship from.
      </StepHeading>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {!isLoading && account && (
        <>
          <ConnectedAccount account={account} />
          <Typography.Title level={3} style={{ fontSize: 18, margin: '28px 0 12px' }}>
            Selling on eBay
          </Typography.Title>
          <SellingSetupPanel compact ref={sellingSetup} />
        </>
      )}
      {!isLoading && !account && error && (
        <Alert
          type="warning"
          showIcon
          message="Your eBay connection could not be checked."
          description={errorMessage(error)}
          style={{ maxWidth: 520 }}
        />
      )}
      {!isLoading && !account && !error && (
        <Typography.Paragraph>
          No eBay account is connected yet. You can connect one now or later from Settings.
        </Typography.Paragraph>
      )}
      <StepActions onBack={onBack} disabled={busy}>
        {account ? (
          <Button
            type="primary"
            onClick={onNext}
            loading={busy}
            icon={<ArrowRightOutlined aria-hidden />}
            iconPosition="end"
          >
            Next
          </Button>
        ) : (
          <>
            <Button onClick={onSkip} loading={busy} disabled={isLoading}>
              Skip
            </Button>
            <ConnectButton disabled={busy || isLoading} />
          </>
        )}
      </StepActions>
    </>
  );
}
