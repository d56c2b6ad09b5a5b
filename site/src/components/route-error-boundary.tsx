import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

type Props = { location: Location; children: ReactNode };
type State = { hasError: boolean; error: unknown; location: Location };

/**
 * Any error thrown while rendering a route (a page that breaks, a page chunk that fails to load or
 * to evaluate) replaces the whole page, frame included, with the error screen until the visitor
 * goes to another address: what the data router's root errorElement did.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.location === state.location) return null;
    return { hasError: false, error: undefined, location: props.location };
  }

  override render() {
    return this.state.hasError ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
