import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnChunkError } from '../runtime/chunk-reload.js';
import { progress } from '../stores/progress.js';
import { SectionError } from './SectionError.js';

interface State {
  readonly error: unknown;
}

/**
 * Catches a section's render errors. A failed chunk download reloads the page (at most once a minute);
 * anything else shows the section's error with a retry that re-renders it.
 */
export class SectionErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    progress.fail();
    if (!reloadOnChunkError(error)) console.error('Section render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <SectionError onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
