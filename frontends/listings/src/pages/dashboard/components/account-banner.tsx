import { CheckCircleFilled, LinkOutlined } from '@ant-design/icons';
import { ebayAccountLabel, ebayConnectionExpired, formatDate } from '@pennant/ui';
import { Alert, App, Button, Typography } from 'antd';
import { useState } from 'react';
import { errorText, startEbayReconnect, useEbayAccount } from '../../../shared/listings-api';

/** Connects the dealer's eBay account again (eBay's consent page, then back here). */
function ReconnectButton() {
  const { notification } = App.useApp();
  const [starting, setStarting] = useState(false);
  const reconnect = async () => {
    setStarting(true);
    try {
      await startEbayReconnect();
    } catch (error) {
      setStarting(false);
      notification.error({ message: 'Connection Error', description: errorText(error) });
    }
  };
  return (
    <Button
      type="primary"
      danger
      icon={<LinkOutlined aria-hidden />}
      loading={starting}
      onClick={() => void reconnect()}
    >
      Reconnect eBay
    </Button>
  );
}

/**
 * The connected eBay account and when its token expires; once the grant has ended (its time ran out, or eBay refused
 * it), that Pennant can neither publish nor bring orders in, with a way to connect again. Nothing until the account
 * call answers.
 */
export function AccountBanner() {
  const { account } = useEbayAccount();
  if (!account) return null;

  const label = <Typography.Text strong>{ebayAccountLabel(account)}</Typography.Text>;
  if (ebayConnectionExpired(account)) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 20 }}
        data-testid="account-banner"
        message={<span>The eBay connection of {label} has expired</span>}
        description="Pennant cannot publish listings or bring orders in until you connect eBay again. Your cards and listings stay as they are, and the orders of the meantime come in once you do."
        action={<ReconnectButton />}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      icon={<CheckCircleFilled />}
      style={{ marginBottom: 20 }}
      data-testid="account-banner"
      message={
        <span>
          Connected to eBay as {label}
          <Typography.Text type="secondary">
            {' '}
            &middot; token expires {formatDate(account.expiresAt)}
          </Typography.Text>
        </span>
      }
    />
  );
}
