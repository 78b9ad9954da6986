import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { SettingsResponse } from '@pennant/contracts';
import { formatDate } from '@pennant/ui';
import { App, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { disconnectEbay, startEbayConnect, useRefreshSettings } from '../service';
import { SettingsSection } from './settings-section';

/** How long the "eBay Disconnected" toast stays up before the page reloads. */
const RELOAD_DELAY_MS = 1200;

type ConnectedAccount = NonNullable<SettingsResponse['ebayAccount']>;

function useConnectEbay() {
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
  return { connect, connecting };
}

function ConnectButton({ label }: { label: string }) {
  const { connect, connecting } = useConnectEbay();
  return (
    <Button
      type="primary"
      icon={<LinkOutlined aria-hidden />}
      loading={connecting}
      onClick={() => void connect()}
    >
      {label}
    </Button>
  );
}

function DisconnectButton() {
  const { modal, notification } = App.useApp();
  const refresh = useRefreshSettings();

  const disconnect = async () => {
    try {
      await disconnectEbay();
    } catch {
      notification.error({
        message: 'Disconnection Error',
        description: 'Failed to disconnect eBay account. Please try again.',
      });
      return;
    }
    notification.success({
      message: 'eBay Disconnected',
      description: 'Your eBay account is no longer connected to Pennant.',
    });
    await refresh({ user: true, ebayAccount: true }).catch(() => undefined);
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  const confirm = () => {
    modal.confirm({
      title: 'Disconnect your eBay account?',
      content:
        'Pennant will stop listing and tracking sales on this eBay account until you connect it again.',
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: disconnect,
    });
  };

  return (
    <Button danger icon={<DisconnectOutlined aria-hidden />} onClick={confirm}>
      Disconnect
    </Button>
  );
}

function isExpired(expiresAt: string): boolean {
  const time = new Date(expiresAt).getTime();
  return Number.isFinite(time) && time <= Date.now();
}

function ConnectedAccountDetails({ account }: { account: ConnectedAccount }) {
  const expired = isExpired(account.expiresAt);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered style={{ maxWidth: 560 }}>
        <Descriptions.Item label="eBay user ID">
          <Typography.Text strong data-testid="ebay-user-id">
            {account.ebayUserId}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Token expires">
          <span data-testid="ebay-token-expiry">{formatDate(account.expiresAt)}</span>
          {expired && (
            <Tag color="error" style={{ marginLeft: 8 }}>
              Expired
            </Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      {expired && (
        <Typography.Text type="danger">
          The connection has expired. Connect eBay again to keep listing.
        </Typography.Text>
      )}
      <Space wrap>
        {expired && <ConnectButton label="Reconnect eBay" />}
        <DisconnectButton />
      </Space>
    </Space>
  );
}

export interface EbayConnectionSectionProps {
  account: SettingsResponse['ebayAccount'];
}

/** The eBay account Pennant lists on: its details and disconnect, or a way to connect one. */
export function EbayConnectionSection({ account }: EbayConnectionSectionProps) {
  return (
    <SettingsSection
      id="ebay-connection"
      title="eBay Connection"
      description="The eBay account Pennant lists your cards on."
      extra={account ? <Tag color="success">Connected</Tag> : <Tag>Not connected</Tag>}
    >
      {account ? (
        <ConnectedAccountDetails account={account} />
      ) : (
        <Space direction="vertical" size={16}>
          <Typography.Text>
            No eBay account is connected. Connect one to list cards and track sales.
          </Typography.Text>
          <ConnectButton label="Connect eBay" />
        </Space>
      )}
    </SettingsSection>
  );
}
