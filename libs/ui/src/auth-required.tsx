import { LockOutlined } from '@ant-design/icons';
import { Button, Result, theme } from 'antd';
import type { ReactNode } from 'react';
import { rememberReturnTo } from './return-to';

export const LOGIN_URL = '/api/login';

export interface AuthRequiredProps {
  /** What the dealer is trying to reach, e.g. "upload cards". */
  description?: ReactNode;
}

/** Shown instead of a screen that needs a signed-in dealer (spec section 6). */
export function AuthRequired({ description }: AuthRequiredProps) {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<LockOutlined style={{ color: token.colorPrimary }} />}
      title="Authentication Required"
      subTitle={description ?? 'Please sign in with your eBay account to continue.'}
      extra={
        <Button type="primary" size="large" href={LOGIN_URL} onClick={rememberReturnTo}>
          Login with eBay
        </Button>
      }
    />
  );
}
