import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-load-error';

const MAX_REASON_LENGTH = 400;

/** A readable reason for a failed remote: a missing manifest, a chunk that did not load, a crash. */
export function describeRemoteError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const [firstLine = ''] = text.split('\n');
  let reason = firstLine.replace(/^\[ Federation Runtime \]:\s*/, '').trim() || 'Unknown error';
  const manifestUrl = /"manifestUrl":"([^"]+)"/.exec(text)?.[1];
  if (manifestUrl) reason = `${reason} (manifest: ${manifestUrl})`;
  if (/ChunkLoadError|Loading chunk|Loading script failed/i.test(text)) {
    reason = `A file of this module could not be downloaded. ${reason}`;
  }
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH)}...` : reason;
}

export interface RemoteErrorBoundaryProps {
  remote: string;
  /** When this changes (address or manifest), a shown error is cleared and the remote is tried again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Keeps a failing remote inside its own part of the page; the nav and other routes stay usable. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (
      this.state.error &&
      previous.resetKey !== this.props.resetKey &&
      this.state.failedAt !== this.props.resetKey
    ) {
      this.retry();
    }
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null, failedAt: null });
  };

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <RemoteLoadError reason={describeRemoteError(this.state.error)} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}
