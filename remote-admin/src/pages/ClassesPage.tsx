// /admin/classes: 'All Classes'.
import {
  EDUCATION_TYPES,
  FormField,
  SelectField,
  messages,
  useAddClassMutation,
  useDeleteClassMutation,
  useGetClassesQuery,
  useGetTeachersQuery,
  useUpdateClassMutation,
  validateClass,
  type ClassInput,
  type EducationType,
  type SchoolClass,
} from '@school/shared';
import { pageTitles, type AdminPath } from '@school/shared/routing';
import { EntityListScreen, type EntityColumn } from '../components/EntityListScreen';
import { useEntityListScreen } from '../components/useEntityListScreen';
import { educationTypeLabels, teacherName } from '../components/labels';

const PATH: AdminPath = 'admin/classes';

interface ClassForm {
  name: string;
  number: string;
  educationType: EducationType;
  /** A teacher id, or '' for none. */
  masterId: string;
}

const emptyClass = (): ClassForm => ({ name: '', number: '0', educationType: 'PRIMARY', masterId: '' });

const toForm = (schoolClass: SchoolClass): ClassForm => ({
  name: schoolClass.name,
  number: String(schoolClass.number),
  educationType: schoolClass.educationType,
  masterId: schoolClass.master ? String(schoolClass.master.id) : '',
});

const toInput = (form: ClassForm): ClassInput => ({
  name: form.name.trim(),
  number: form.number.trim() === '' ? 0 : Number(form.number.trim()),
  educationType: form.educationType,
  master: form.masterId === '' ? null : { id: Number(form.masterId) },
});

const columns: EntityColumn<SchoolClass>[] = [
  { key: 'id', header: 'Id', sortValue: (c) => c.id },
  { key: 'name', header: 'Name', render: (c) => c.name, sortValue: (c) => c.name },
  {
    key: 'educationType',
    header: 'Education type',
    render: (c) => educationTypeLabels[c.educationType],
    sortValue: (c) => educationTypeLabels[c.educationType],
  },
  { key: 'master', header: 'Master', render: (c) => teacherName(c.master), sortValue: (c) => teacherName(c.master) },
];

const rowName = (c: SchoolClass) => c.name;
const searchText = (c: SchoolClass) =>
  [c.id, c.name, educationTypeLabels[c.educationType], teacherName(c.master)].join(' ');
const educationTypeOptions = EDUCATION_TYPES.map((e) => ({ value: e, label: educationTypeLabels[e] }));

export default function ClassesPage() {
  const { data, isLoading, error } = useGetClassesQuery();
  const { data: teachers } = useGetTeachersQuery();
  const [addClass] = useAddClassMutation();
  const [updateClass] = useUpdateClassMutation();
  const [deleteClass] = useDeleteClassMutation();

  const screen = useEntityListScreen<SchoolClass, ClassForm, ClassInput>({
    draftKey: PATH,
    emptyForm: emptyClass,
    toForm,
    toInput,
    validate: validateClass,
    create: (input) => addClass(input).unwrap(),
    update: (id, input) => updateClass({ ...input, id }).unwrap(),
    remove: (id) => deleteClass(id).unwrap(),
    texts: messages.schoolClass,
  });

  const masterOptions = (teachers ?? []).map((t) => ({ value: String(t.id), label: teacherName(t) }));

  return (
    <EntityListScreen<SchoolClass, ClassForm>
      title={pageTitles[PATH]}
      addLabel="Add class"
      dialogTitle="Class Details"
      caption="Classes"
      searchLabel="Search classes"
      emptyText="No classes found."
      rows={data}
      isLoading={isLoading}
      loadError={error}
      columns={columns}
      rowName={rowName}
      searchText={searchText}
      screen={screen}
      renderFields={({ bind }) => (
        <>
          <FormField label="Name" {...bind('name')} />
          <FormField label="Number" {...bind('number')} inputMode="numeric" />
          <SelectField label="Education type" {...bind('educationType')} options={educationTypeOptions} />
          <SelectField
            label="Master"
            {...bind('masterId', 'master')}
            options={masterOptions}
            placeholderOption="None"
          />
        </>
      )}
    />
  );
}
