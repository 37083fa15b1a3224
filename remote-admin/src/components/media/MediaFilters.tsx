// The library's search box, kind, "Missing alt text" and "Not used anywhere" filters.
import { useId } from 'react';
import styled from 'styled-components';
import type { MediaKind } from '@school/shared';
import { CheckRow } from '../CheckRow';
import type { MediaFilterValues } from './useMediaBrowser';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-weight: 600;
  }
  input[type='search'],
  select {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`;

export interface MediaFiltersProps {
  filters: MediaFilterValues;
  onChange: (change: Partial<MediaFilterValues>) => void;
  /** The picker shows images only: no kind filter. */
  showKind?: boolean;
}

export function MediaFilters({ filters, onChange, showKind = true }: MediaFiltersProps) {
  const id = useId();
  return (
    <Bar>
      <label htmlFor={`${id}-q`}>
        Search media
        <input id={`${id}-q`} type="search" value={filters.q} onChange={(event) => onChange({ q: event.target.value })} />
      </label>
      {showKind && (
        <label htmlFor={`${id}-kind`}>
          Kind
          <select id={`${id}-kind`} value={filters.kind} onChange={(event) => onChange({ kind: event.target.value as MediaKind | '' })}>
            <option value="">All</option>
            <option value="IMAGE">Images</option>
            <option value="DOCUMENT">Documents</option>
          </select>
        </label>
      )}
      <CheckRow>
        <input
          id={`${id}-missing`}
          type="checkbox"
          checked={filters.missingAlt}
          onChange={(event) => onChange({ missingAlt: event.target.checked })}
        />
        <label htmlFor={`${id}-missing`}>Missing alt text</label>
      </CheckRow>
      <CheckRow>
        <input id={`${id}-unused`} type="checkbox" checked={filters.unused} onChange={(event) => onChange({ unused: event.target.checked })} />
        <label htmlFor={`${id}-unused`}>Not used anywhere</label>
      </CheckRow>
    </Bar>
  );
}
