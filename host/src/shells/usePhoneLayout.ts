import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/** True on a phone-sized viewport (the theme's phone breakpoint, the same one the CSS uses). */
export function usePhoneLayout(): boolean {
  const { breakpoints } = useTheme();
  const query = `(max-width: ${breakpoints.phone})`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
