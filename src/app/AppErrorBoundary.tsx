import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link AppErrorBoundary}. */
export interface AppErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the app after an error outside the router. */
  fallback: ReactNode;
}

interface State {
  failed: boolean;
}

/** Last line of defence around the router: an error outside any route never leaves a white screen. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
