// /admin/classes: 'All Classes'.
import { EDUCATION_TYPES, FormField, SelectField, useGetTeachersQuery, type ClassInput, type EducationType, type SchoolClass } from '@school/shared';
import { useAddClassMutation, useDeleteClassMutation, useGetClassQuery, useGetClassesQuery, useUpdateClassMutation } from '@school/shared/admin-api';
import type { BindField } from '@school/shared/forms';
import { classInputSchema } from '@school/shared/schemas';
import { AdminScreen } from '../components/screen/AdminScreen';
import { entityEditor } from '../components/screen/entityEditor';
import { entityScreen } from '../components/screen/entityScreen';
import { educationTypeLabels, optionsOf, teacherName } from '../components/labels';
import { schoolDataMessages } from '@school/shared/messages/school-data';

interface ClassValues {
  name: string;
  number: string;
  educationType: EducationType;
  /** A teacher id, or '' for none. */
  masterId: string;
}

const educationTypeOptions = optionsOf(EDUCATION_TYPES, educationTypeLabels);

function ClassFields({ bind }: { bind: BindField<ClassValues> }) {
  const { data: teachers } = useGetTeachersQuery();
  const masterOptions = (teachers ?? []).map((t) => ({ value: String(t.id), label: teacherName(t) }));
  return (
    <>
      <FormField label="Name" {...bind('name')} />
      <FormField label="Number" {...bind('number')} inputMode="numeric" />
      <SelectField label="Education type" {...bind('educationType')} options={educationTypeOptions} />
      <SelectField label="Master" {...bind('masterId', 'master')} options={masterOptions} placeholderOption="None" />
    </>
  );
}

const classesScreen = entityScreen<SchoolClass>({
  path: 'admin/classes',
  noun: { one: 'class', many: 'classes' },
  columns: [
    { key: 'name', header: 'Name', sortValue: (c) => c.name },
    { key: 'educationType', header: 'Education type', sortValue: (c) => educationTypeLabels[c.educationType] },
    { key: 'master', header: 'Master', sortValue: (c) => teacherName(c.master) },
  ],
  rowName: (c) => c.name,
  searchText: (c) => [c.id, c.name, educationTypeLabels[c.educationType], teacherName(c.master)].join(' '),
  useList: useGetClassesQuery,
  useChoices: useGetTeachersQuery,
  useItem: useGetClassQuery,
  useDelete: useDeleteClassMutation,
  deleted: schoolDataMessages.schoolClass.deleted,
  Editor: entityEditor<SchoolClass, ClassValues, typeof classInputSchema>({
    title: 'Class',
    results: schoolDataMessages.schoolClass,
    schema: classInputSchema,
    emptyValues: () => ({ name: '', number: '0', educationType: 'PRIMARY', masterId: '' }),
    toValues: (schoolClass) => ({
      name: schoolClass.name,
      number: String(schoolClass.number),
      educationType: schoolClass.educationType,
      masterId: schoolClass.master ? String(schoolClass.master.id) : '',
    }),
    toInput: (values): ClassInput => ({
      ...values,
      number: values.number.trim() === '' ? 0 : Number(values.number.trim()),
      master: values.masterId === '' ? null : { id: Number(values.masterId) },
    }),
    Fields: ClassFields,
    useAdd: useAddClassMutation,
    useUpdate: useUpdateClassMutation,
  }),
});

export default function ClassesPage() {
  return <AdminScreen config={classesScreen} />;
}
