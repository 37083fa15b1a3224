import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after the first render, then true. */
export function useDeadlinePassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
