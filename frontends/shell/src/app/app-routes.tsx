import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { PageSpinner } from '../layout/page-spinner';
import { RequireSession } from '../session/require-session';
import { RoutedContent } from './routed-content';

const SettingsPage = lazy(() => import('../pages/settings'));
const OnboardingPage = lazy(() => import('../pages/onboarding'));
const DataSourcesPage = lazy(() => import('../pages/data-sources'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/** The shell's own pages; every other address goes to RoutedContent (home, remotes, 404). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path="/settings"
          element={
            <RequireSession access="redirect">
              <Lazy>
                <SettingsPage />
              </Lazy>
            </RequireSession>
          }
        />
        <Route
          path="/onboarding"
          element={
            <RequireSession access="panel">
              <Lazy>
                <OnboardingPage />
              </Lazy>
            </RequireSession>
          }
        />
        <Route
          path="/data-sources"
          element={
            <Lazy>
              <DataSourcesPage />
            </Lazy>
          }
        />
        <Route path="*" element={<RoutedContent />} />
      </Route>
    </Routes>
  );
}
