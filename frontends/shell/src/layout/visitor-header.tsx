import { LOGIN_URL, rememberReturnTo } from '@pennant/ui';
import { Button, Layout } from 'antd';
import { Logo } from './logo';

/** The header a visitor sees on any screen other than the landing page. */
export function VisitorHeader() {
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      <Logo to="/" />
      <Button type="primary" href={LOGIN_URL} onClick={rememberReturnTo}>
        Login with eBay
      </Button>
    </Layout.Header>
  );
}
