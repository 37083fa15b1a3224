// A list screen's filter over one of the API's enums: one value, or every one ('', the first option).
import { SelectField } from '@school/shared';

export interface FilterSelectProps<T extends string> {
  label: string;
  name: string;
  value: T | '';
  onChange: (value: T | '') => void;
  /** The first option, which shows every value, e.g. 'All kinds'. */
  allLabel: string;
  options: { value: T; label: string }[];
}

export function FilterSelect<T extends string>({ onChange, allLabel, ...field }: FilterSelectProps<T>) {
  return <SelectField {...field} onChange={(value) => onChange(value as T | '')} placeholderOption={allLabel} showError={false} />;
}
