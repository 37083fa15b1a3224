// The auth remote's SessionStatus in the public navbar, for a signed-in visitor only. A shell
// part, not a page: if the auth remote is down it simply shows nothing.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { remoteLoader } from '../federation/remoteLoader';

const SessionStatus = lazy(() =>
  remoteLoader.loadModule<{ default: ComponentType }>('auth', 'SessionStatus').then((module) => ({ default: module.default })),
);

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RemoteSessionStatus() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <SessionStatus />
      </Suspense>
    </Quiet>
  );
}
