// The school's About-us details for the public pages: the API's answer, or meanwhile (while it
// loads, and when it fails or times out) the last details this browser saw.
import { useState } from 'react';
import type { AboutUs } from '../types';
import { useGetAboutUsQuery } from './endpoints/aboutUsEndpoints';
import { loadStoredSchoolDetails } from './schoolDetailsStorage';

export interface SchoolDetails {
  /** The API's answer, else the stored copy, else undefined. */
  details: AboutUs | undefined;
  /** True until the API has answered or failed once. */
  isLoading: boolean;
  /** True when the last request failed or took too long; it stays so during a retry. */
  failed: boolean;
  /** True while a request is on its way (the first or a retry). */
  isFetching: boolean;
  refetch: () => void;
}

export function useSchoolDetails(): SchoolDetails {
  const { data, error, isLoading, isFetching, refetch } = useGetAboutUsQuery();
  const [stored] = useState(loadStoredSchoolDetails);
  return {
    details: data ?? stored ?? undefined,
    isLoading,
    // RTK Query keeps a failed query's error until a request succeeds.
    failed: error !== undefined,
    isFetching,
    refetch: () => void refetch(),
  };
}
