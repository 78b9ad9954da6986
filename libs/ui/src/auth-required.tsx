import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

export const LOGIN_URL = '/api/login';

export interface AuthRequiredProps {
  /** What the dealer is trying to reach, e.g. "upload cards". */
  description?: ReactNode;
}

/** Shown instead of a screen that needs a signed-in dealer (spec section 6). */
export function AuthRequired({ description }: AuthRequiredProps) {
  return (
    <Result
      icon={<LockOutlined style={{ color: '#1677ff' }} />}
      title="Authentication Required"
      subTitle={description ?? 'Please sign in with your eBay account to continue.'}
      extra={
        <Button type="primary" size="large" href={LOGIN_URL}>
          Login with eBay
        </Button>
      }
    />
  );
}
