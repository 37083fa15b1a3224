// A lazily loaded screen with its own loading state, so each screen is a chunk of its own and
// works whether or not the host wraps routes in Suspense.
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingIndicator } from './LoadingIndicator';

export function suspended(Screen: LazyExoticComponent<ComponentType>): ComponentType {
  function SuspendedScreen() {
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <Screen />
      </Suspense>
    );
  }
  return SuspendedScreen;
}
