// A part of a shell the auth remote draws: SessionStatus (who is signed in, Deconectare) in the
// public navbar, SignInAgain (after the session ended) in the admin top bar. Not a page: if the
// auth remote is down it simply shows nothing.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { remoteLoader } from '../federation/remoteLoader';

const load = (expose: string) =>
  lazy(() => remoteLoader.loadModule<{ default: ComponentType }>('auth', expose).then((module) => ({ default: module.default })));

const parts = {
  SessionStatus: load('SessionStatus'),
  SignInAgain: load('SignInAgain'),
};

export type AuthPartName = keyof typeof parts;

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function RemoteAuthPart({ name }: { name: AuthPartName }) {
  const Part = parts[name];
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </Quiet>
  );
}
