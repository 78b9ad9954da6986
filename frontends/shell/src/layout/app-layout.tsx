import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../session/use-current-user';
import { PageSpinner } from './page-spinner';
import { TopNav } from './top-nav';
import { VisitorHeader } from './visitor-header';

const CONTENT_STYLE = {
  width: '100%',
  maxWidth: 1320,
  margin: '0 auto',
  padding: '24px 24px 48px',
} as const;

/**
 * The frame around every screen: navigation for dealers, a slim header for visitors. The landing
 * page ("/" for a visitor) brings its own header, so it gets no frame.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageSpinner fullScreen />;
  if (!user && pathname === '/') return <Outlet />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {user ? <TopNav /> : <VisitorHeader />}
      <Layout.Content style={CONTENT_STYLE}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
