import { LoginOutlined } from '@ant-design/icons';
import { LOGIN_URL, rememberReturnTo } from '@pennant/ui';
import { Button, type ButtonProps } from 'antd';

export interface LoginButtonProps {
  size?: ButtonProps['size'];
  ghost?: boolean;
}

/** "Login with eBay": a plain link to the sign-in start, so it works without JavaScript routing. */
export function LoginButton({ size = 'large', ghost = false }: LoginButtonProps) {
  return (
    <Button
      type="primary"
      size={size}
      ghost={ghost}
      href={LOGIN_URL}
      onClick={rememberReturnTo}
      icon={<LoginOutlined aria-hidden />}
    >
      Login with eBay
    </Button>
  );
}
