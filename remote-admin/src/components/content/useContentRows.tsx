// A content list's rows and filters: status, school year and the screen's own (a document's
// category), and the largest page the API gives; the table then searches, sorts and pages.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SelectField, type ContentStatus, type DocumentCategory, type RequestError } from '@school/shared';
import type { ScreenRows } from '../screen/adminScreenConfig';
import { useSchoolYearChoices } from './useSchoolYearChoices';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** What a list asks the API: the filters, and the largest page it gives. */
export interface ContentListFilter {
  status: ContentStatus | 'ALL';
  schoolYear?: string;
  category?: DocumentCategory;
  pageSize: number;
}

export type ContentListHook<Item> = (filter: ContentListFilter) => { data?: { items: Item[]; total: number }; isLoading: boolean; error?: RequestError };

/** More filters beside status and school year (a document's category): their fields, and what they add to the query. */
export type ExtraFiltersHook = () => { fields: ReactNode; filter: Partial<ContentListFilter> };

/** The API's largest page: a school year of any kind of item fits in it. */
const LIST_SIZE = 100;

const statusOptions = [
  { value: 'ALL', label: 'All' },
  { value: 'DRAFT', label: 'Drafts' },
  { value: 'PUBLISHED', label: 'Published and scheduled' },
];

const noExtraFilters: ExtraFiltersHook = () => ({ fields: null, filter: {} });

export function contentRows<Item>(useList: ContentListHook<Item>, noun: string, useExtraFilters: ExtraFiltersHook = noExtraFilters): () => ScreenRows<Item> {
  return function useContentRows() {
    const [status, setStatus] = useState<ContentListFilter['status']>('ALL');
    const [schoolYear, setSchoolYear] = useState('');
    const extra = useExtraFilters();
    const { data, isLoading, error } = useList({ status, schoolYear: schoolYear || undefined, pageSize: LIST_SIZE, ...extra.filter });
    const schoolYears = useSchoolYearChoices(schoolYear);
    const shown = data?.items.length ?? 0;
    return {
      rows: data?.items,
      isLoading,
      error,
      filters: (
        <Filters>
          <SelectField label="Status" name="status" value={status} showError={false} onChange={(value) => setStatus(value as ContentListFilter['status'])} options={statusOptions} />
          <SelectField
            label="School year"
            name="schoolYear"
            value={schoolYear}
            showError={false}
            onChange={setSchoolYear}
            placeholderOption="All"
            options={schoolYears.map((year) => ({ value: year, label: year }))}
          />
          {extra.fields}
        </Filters>
      ),
      note: data && data.total > shown && (
        <p>
          Showing the newest {shown} of {data.total} {noun}: choose a school year to see the others.
        </p>
      ),
    };
  };
}
