import { Component, Suspense, type ReactNode } from 'react';
import { probeServer, serverUnreachable } from '@/lib/connection';

interface Props {
  /** What holds the part's place while its module loads, and instead of it when the module could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part of the layout whose module loads on its own (the search box, the language menu, the toasts).
 * If its module cannot be fetched (the connection dropped as it loaded), the part keeps its placeholder
 * and the page goes on: an error thrown from here would reach the route's boundary and replace the
 * whole layout with an error page. As on a failed page, the server is asked, and the connection
 * banner says when it is the connection.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    void probeServer().then((reachable) => {
      if (!reachable) serverUnreachable();
    });
  }

  render() {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}
