import { LogoutOutlined } from '@ant-design/icons';
import { apiRequest } from '@pennant/api-client';
import { App, Button, Typography } from 'antd';
import { useConfirmLeave } from '../../../unsaved/unsaved-changes';
import { errorMessage } from '../service';
import { SettingsSection } from './settings-section';

/**
 * Where the dealer ends every session of the account at once: one left open on a shared computer or a lost phone,
 * or one someone else opened with the dealer's eBay account.
 */
export function SessionsSection() {
  const { modal, notification } = App.useApp();
  const confirmLeave = useConfirmLeave();

  const logOutEverywhere = async () => {
    try {
      await apiRequest('POST', '/api/logout/everywhere');
      window.location.assign('/');
    } catch (error) {
      notification.error({
        message: 'Logout Failed',
        description: `The sessions were not ended. ${errorMessage(error)}`,
      });
    }
  };

  const confirm = () =>
    modal.confirm({
      title: 'Log out everywhere?',
      content:
        'Every browser signed in to this Pennant account is signed out, this one too. You log in again with eBay.',
      okText: 'Log out everywhere',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: logOutEverywhere,
    });

  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="Where this Pennant account is signed in."
    >
      <Typography.Paragraph>
        Signed in on a computer you no longer use, or on a phone you lost? If you think someone else
        has used your eBay account, change its password on eBay, then log out everywhere here.
      </Typography.Paragraph>
      <Button danger icon={<LogoutOutlined aria-hidden />} onClick={() => confirmLeave(confirm)}>
        Log out everywhere
      </Button>
    </SettingsSection>
  );
}
