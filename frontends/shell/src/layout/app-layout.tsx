import { RouteAvailabilityProvider } from '@pennant/ui';
import { Grid, Layout } from 'antd';
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDeployedRoutes } from '../remotes/use-deployed-routes';
import { useCurrentUser } from '../session/use-current-user';
import { UnsavedChangesProvider } from '../unsaved/unsaved-changes';
import { AppFooter } from './app-footer';
import { useFocusOnPageChange } from './focus-on-page-change';
import { PageSpinner } from './page-spinner';
import { TopNav } from './top-nav';
import { VisitorHeader } from './visitor-header';

const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves the keyboard to the page's content without touching the address: a `#main-content` entry in the history
 * would take the focus back there whenever Back returns to it (the card edit panel steps back when it closes).
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

const CONTENT_STYLE = {
  width: '100%',
  maxWidth: 1320,
  margin: '0 auto',
} as const;

/**
 * The frame around every screen: navigation for dealers, a slim header for visitors. The landing
 * page ("/" for a visitor) brings its own header, so it gets no frame.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const compact = !Grid.useBreakpoint().md;
  const isAvailable = useDeployedRoutes();
  useFocusOnPageChange(MAIN_CONTENT_ID);

  if (isLoading) return <PageSpinner fullScreen />;
  if (!user && pathname === '/') return <Outlet />;

  return (
    <RouteAvailabilityProvider isAvailable={isAvailable}>
      <UnsavedChangesProvider>
        <Layout style={{ minHeight: '100vh' }}>
          {/* The first Tab stop: past the navigation, straight to the page. */}
          <a href={`#${MAIN_CONTENT_ID}`} className="pennant-skip-link" onClick={skipToContent}>
            Skip to content
          </a>
          {user ? <TopNav /> : <VisitorHeader />}
          <Layout.Content
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            style={{ ...CONTENT_STYLE, padding: compact ? '16px 12px 40px' : '24px 24px 48px' }}
          >
            <Outlet />
          </Layout.Content>
          <AppFooter />
        </Layout>
      </UnsavedChangesProvider>
    </RouteAvailabilityProvider>
  );
}
