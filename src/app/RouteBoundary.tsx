/**
 * A route's error boundary, as React Router's data router gave each route with an `ErrorBoundary`:
 * an error thrown while a screen renders (or its code fails to load) shows the route's error
 * screen in place of the route, and a navigation elsewhere clears it.
 */
import { Component, createContext, use, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest route boundary caught (for its error screen). */
export function useRouteError(): unknown {
  return use(RouteErrorContext);
}

interface BoundaryProps {
  /** Changes on every navigation: a caught error belongs to the address it happened at. */
  address: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | undefined;
  address: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: undefined, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.address === state.address ? null : { caught: undefined, address: props.address };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <RouteErrorContext value={caught.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

/** Shows `fallback` (which reads useRouteError) when `children` throw, until the next navigation. */
export function RouteBoundary({ fallback, children }: Omit<BoundaryProps, 'address'>) {
  const { pathname, search } = useLocation();
  return (
    <Boundary address={`${pathname}${search}`} fallback={fallback}>
      {children}
    </Boundary>
  );
}
