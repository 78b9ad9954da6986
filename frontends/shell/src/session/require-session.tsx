import { AuthRequired } from '@pennant/ui';
import { Button, Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '../layout/page-spinner';
import { useLoginRedirect } from './login-redirect';
import { useCurrentUser } from './use-current-user';

/**
 * What a visitor gets on a screen that needs a dealer (spec section 6):
 * `redirect` (dashboard, review, settings): "Unauthorized" toast, then sign-in after 500 ms;
 * `panel` (upload, prepare, billing, onboarding...): the "Authentication Required" panel.
 */
export type RouteAccess = 'redirect' | 'panel';

export interface RequireSessionProps {
  access: RouteAccess;
  children: ReactNode;
}

export function RequireSession({ access, children }: RequireSessionProps) {
  const { user, error, isLoading, refresh } = useCurrentUser();

  if (isLoading) return <PageSpinner />;
  if (user) return <>{children}</>;
  if (error) return <SessionUnavailable reason={error.message} onRetry={() => void refresh()} />;
  if (access === 'panel') return <AuthRequired />;
  return <LoginRedirect />;
}

function LoginRedirect() {
  const redirectToLogin = useLoginRedirect();
  useEffect(() => {
    redirectToLogin();
  }, [redirectToLogin]);
  return <PageSpinner tip="Redirecting to sign in..." />;
}

function SessionUnavailable({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="Your session could not be checked"
      subTitle={reason}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
