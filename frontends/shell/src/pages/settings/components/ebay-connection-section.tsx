import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { SettingsResponse } from '@pennant/contracts';
import { ebayConnectionExpired, formatDate } from '@pennant/ui';
import { App, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { disconnectEbay, startEbayConnect } from '../service';
import { SettingsSection } from './settings-section';

/**
 * The page reloads after a disconnect, so every screen and remote starts again without the account; this mark,
 * left for the reloaded page, has it say "eBay Disconnected" where the dealer can read it.
 */
const DISCONNECTED_MARK = 'pennant.ebay-disconnected';

const DISCONNECTED_NOTICE = {
  message: 'eBay Disconnected',
  description: 'Your eBay account is no longer connected to Pennant.',
};

/** Session storage can be refused (a browser's privacy settings): the disconnect then goes on without the toast. */
function markDisconnected(): void {
  try {
    sessionStorage.setItem(DISCONNECTED_MARK, '1');
  } catch {
    // The toast is lost, nothing else.
  }
}

function takeDisconnectedMark(): boolean {
  try {
    if (sessionStorage.getItem(DISCONNECTED_MARK) === null) return false;
    sessionStorage.removeItem(DISCONNECTED_MARK);
    return true;
  } catch {
    return false;
  }
}

function useDisconnectedNotice() {
  const { notification } = App.useApp();
  useEffect(() => {
    if (takeDisconnectedMark()) notification.success(DISCONNECTED_NOTICE);
  }, [notification]);
}

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
    markDisconnected();
    window.location.reload();
  };

  const confirm = () => {
    modal.confirm({
      title: 'Disconnect your eBay account?',
      content:
        'Pennant will stop listing and bringing in sales on this eBay account until you connect it again. ' +
        'Listings already live on eBay stay live and can still sell there; their orders come into Pennant ' +
        'when you connect again. To stop them selling, end them first on Listings.',
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

function ConnectedAccountDetails({ account }: { account: ConnectedAccount }) {
  const expired = ebayConnectionExpired(account);
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

function ConnectionTag({ account }: { account: SettingsResponse['ebayAccount'] }) {
  if (!account) return <Tag>Not connected</Tag>;
  if (ebayConnectionExpired(account)) return <Tag color="error">Expired</Tag>;
  return <Tag color="success">Connected</Tag>;
}

export interface EbayConnectionSectionProps {
  account: SettingsResponse['ebayAccount'];
}

/** The eBay account Pennant lists on: its details and disconnect, or a way to connect one. */
export function EbayConnectionSection({ account }: EbayConnectionSectionProps) {
  useDisconnectedNotice();
  return (
    <SettingsSection
      id="ebay-connection"
      title="eBay Connection"
      description="The eBay account Pennant lists your cards on."
      extra={<ConnectionTag account={account} />}
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
