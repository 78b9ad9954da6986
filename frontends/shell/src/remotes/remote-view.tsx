import { NotFoundResult } from '@pennant/ui';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../layout/page-spinner';
import { RequireSession, type RouteAccess } from '../session/require-session';
import { remoteRoutesComponent, resetRemote } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError } from './remote-load-error';
import { useRemotesConfig } from './use-remotes-config';

export interface RemoteViewProps {
  /** The remote's Module Federation name, e.g. "listings". */
  name: string;
  /** Checked after the remote is known to exist, so an unknown address answers 404 to anyone. */
  access?: RouteAccess;
}

/**
 * Mounts a remote's routes. The remote receives the full address (it is rendered under a splat
 * route at "/"), so its own `<Routes>` decide between its pages.
 */
export function RemoteView({ name, access }: RemoteViewProps) {
  const { find, error, isLoading, reload } = useRemotesConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [, setAttempt] = useState(0);

  if (isLoading) return <PageSpinner />;
  if (error) {
    return (
      <RemoteLoadError
        reason={`The list of Pennant modules could not be read (${error.message}).`}
        onRetry={() => void reload()}
      />
    );
  }

  const descriptor = find(name);
  if (!descriptor) return <NotFoundResult onHome={() => navigate('/')} />;

  const RemoteRoutes = remoteRoutesComponent(descriptor);
  const retry = () => {
    resetRemote(descriptor);
    setAttempt((attempt) => attempt + 1);
    // The manifest may have moved since the page loaded: ask where it is now.
    void reload();
  };

  const view = (
    <RemoteErrorBoundary
      remote={name}
      resetKey={`${pathname} ${descriptor.manifestUrl}`}
      onRetry={retry}
    >
      <Suspense fallback={<PageSpinner />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
  return access ? <RequireSession access={access}>{view}</RequireSession> : view;
}
