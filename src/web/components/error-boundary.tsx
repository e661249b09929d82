import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure to the part of the page it happened in (a page or a step whose code could not be
 * fetched on a dropped connection, say): `fallback` is shown instead, and its `retry` shows the part
 * again.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (failure: { error: unknown; retry: () => void }) => ReactNode },
  { hasFailed: boolean; error: unknown }
> {
  override state = { hasFailed: false, error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { hasFailed: true, error };
  }
  private readonly retry = () => this.setState({ hasFailed: false, error: null });
  override render() {
    const { hasFailed, error } = this.state;
    return hasFailed ? this.props.fallback({ error, retry: this.retry }) : this.props.children;
  }
}
