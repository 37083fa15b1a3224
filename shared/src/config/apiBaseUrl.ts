// The API base address. Same origin by default; a deployment may set window.__SCHOOL_CONFIG__
// before the bundles load to point elsewhere without a rebuild.
declare global {
  interface Window {
    __SCHOOL_CONFIG__?: { apiBaseUrl?: string };
  }
}

export const DEFAULT_API_BASE_URL = '/api';

/** The configured base, made absolute against the page so fetch and Request accept it anywhere. */
export function getApiBaseUrl(): string {
  if (typeof window === 'undefined') return DEFAULT_API_BASE_URL;
  const configured = window.__SCHOOL_CONFIG__?.apiBaseUrl ?? DEFAULT_API_BASE_URL;
  return new URL(configured, window.location.href).href.replace(/\/+$/, '');
}
