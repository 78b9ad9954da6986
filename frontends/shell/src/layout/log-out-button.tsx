import { apiRequest } from '@pennant/api-client';
import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useConfirmLeave } from '../unsaved/unsaved-changes';

/** Ends the session on the server, then starts over at the landing page. */
export interface LogOutButtonProps {
  /** Narrow screens: icon only (the name stays as the accessible label). */
  compact?: boolean;
}

export function LogOutButton({ compact = false }: LogOutButtonProps) {
  const { notification } = App.useApp();
  const [leaving, setLeaving] = useState(false);
  const confirmLeave = useConfirmLeave();

  const logOut = async () => {
    setLeaving(true);
    try {
      await apiRequest('POST', '/api/logout');
      window.location.assign('/');
    } catch (error) {
      setLeaving(false);
      notification.error({
        message: 'Logout Failed',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      loading={leaving}
      aria-label="Log out"
      title="Log out"
      onClick={() => confirmLeave(() => void logOut())}
    >
      {compact ? null : 'Log out'}
    </Button>
  );
}
