import { apiRequest } from '@pennant/api-client';
import type { ConnectStartResponse } from '@pennant/contracts';
import { ebayAccountLabel, ebayConnectionExpired, rememberReturnTo } from '@pennant/ui';
import { App, Button, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useEbayAccount } from '../session/use-current-user';

export interface ConnectedAccountProps {
  /** Narrow screens: the handle moves into a tooltip. */
  compact?: boolean;
}

export interface ConnectEbayButtonProps extends ConnectedAccountProps {
  /** The account's grant ended: the button asks to connect it again, in red. */
  reconnect?: boolean;
}

/** The dealer's eBay account at the right of the nav, or a button to connect one. */
export function ConnectedAccount({ compact = false }: ConnectedAccountProps) {
  const { account, isLoading } = useEbayAccount(true);

  if (isLoading) {
    return (
      <Skeleton.Button active size="small" style={{ width: 140 }} aria-label="Loading account" />
    );
  }
  if (!account) return <ConnectEbayButton compact={compact} />;
  if (ebayConnectionExpired(account)) return <ConnectEbayButton compact={compact} reconnect />;

  const label = ebayAccountLabel(account);
  return (
    <Tooltip title={compact ? label : undefined}>
      <Space size={6} align="center" data-testid="connected-account">
        <Tag color="blue" bordered={false} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
          eBay
        </Tag>
        <Typography.Text strong ellipsis style={{ maxWidth: compact ? 90 : 180 }}>
          {label}
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}

export function ConnectEbayButton({ compact = false, reconnect = false }: ConnectEbayButtonProps) {
  const { notification } = App.useApp();
  const [starting, setStarting] = useState(false);

  const connect = async () => {
    setStarting(true);
    try {
      const { redirectUrl } = await apiRequest<ConnectStartResponse>(
        'POST',
        '/api/ebay/connect/start',
      );
      rememberReturnTo();
      window.location.assign(redirectUrl);
    } catch {
      setStarting(false);
      notification.error({
        message: 'Connection Error',
        description: 'Failed to start eBay connection. Please try again.',
      });
    }
  };

  return (
    <Tooltip
      title={
        reconnect
          ? 'Your eBay connection has expired: Pennant cannot publish or bring orders in until you connect again.'
          : undefined
      }
    >
      <Button
        type="primary"
        danger={reconnect}
        size={compact ? 'small' : 'middle'}
        icon={compact ? undefined : <LinkOutlined />}
        loading={starting}
        onClick={() => void connect()}
        data-testid={reconnect ? 'reconnect-ebay' : undefined}
      >
        {reconnect ? 'Reconnect eBay' : 'Connect eBay'}
      </Button>
    </Tooltip>
  );
}
