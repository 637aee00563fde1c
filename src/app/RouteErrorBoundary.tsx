import type { ReactNode } from 'react';
import { Component } from 'react';
import { RouteError } from './RouteError';

interface State {
  error: unknown;
}

/**
 * Catches a screen that fails to render (most often: admin code never opened
 * online, so it is not cached) and shows it inside the layout. `resetKey`
 * (the path) clears the error when the visitor navigates elsewhere.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State & { key: string }> {
  state: State & { key: string } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    if (this.state.error !== null) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}
