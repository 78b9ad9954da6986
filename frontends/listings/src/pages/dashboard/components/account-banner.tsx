import { CheckCircleFilled } from '@ant-design/icons';
import { ebayAccountLabel, formatDate } from '@pennant/ui';
import { Alert, Typography } from 'antd';
import { useEbayAccount } from '../../../shared/listings-api';

/** The connected eBay account and when its token expires; nothing until the account call answers. */
export function AccountBanner() {
  const { account } = useEbayAccount();
  if (!account) return null;

  return (
    <Alert
      type="success"
      showIcon
      icon={<CheckCircleFilled />}
      style={{ marginBottom: 20 }}
      data-testid="account-banner"
      message={
        <span>
          Connected to eBay as <Typography.Text strong>{ebayAccountLabel(account)}</Typography.Text>
          <Typography.Text type="secondary">
            {' '}
            &middot; token expires {formatDate(account.expiresAt)}
          </Typography.Text>
        </span>
      }
    />
  );
}
