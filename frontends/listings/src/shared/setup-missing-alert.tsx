import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { SELLING_SETTINGS_PATH } from './listings-api';

export interface SetupMissingAlertProps {
  /** Each piece of the selling setup that is missing, in the server's words. */
  missing: string[];
  /** Why the dealer sees it: before publishing (a hint) or after a refused publish. */
  refused?: boolean;
  onClose?: () => void;
}

/** What eBay needs before Pennant can publish, each piece named, and the way to Settings. */
export function SetupMissingAlert({ missing, refused = false, onClose }: SetupMissingAlertProps) {
  const navigate = useNavigate();
  return (
    <Alert
      type={refused ? 'error' : 'warning'}
      showIcon
      closable={Boolean(onClose)}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      data-testid="setup-missing"
      message={
        refused
          ? 'Not published: your eBay selling setup is not finished'
          : 'Finish your eBay selling setup before publishing'
      }
      description={
        <>
          <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
            {missing.map((piece) => (
              <li key={piece}>{piece}</li>
            ))}
          </ul>
          <Button
            size="small"
            icon={<SettingOutlined />}
            onClick={() => navigate(SELLING_SETTINGS_PATH)}
          >
            Open Settings: Selling on eBay
          </Button>
        </>
      }
    />
  );
}
