// /admin/subjects: 'All Subjects'.
import {
  FormField,
  messages,
  useAddSubjectMutation,
  useDeleteSubjectMutation,
  useGetSubjectsQuery,
  useUpdateSubjectMutation,
  validateSubject,
  type Subject,
  type SubjectInput,
} from '@school/shared';
import { pageTitles, type AdminPath } from '@school/shared/routing';
import { EntityListScreen, type EntityColumn } from '../components/EntityListScreen';
import { useEntityListScreen } from '../components/useEntityListScreen';

const PATH: AdminPath = 'admin/subjects';

interface SubjectForm {
  name: string;
}

const columns: EntityColumn<Subject>[] = [
  { key: 'id', header: 'Id', sortValue: (s) => s.id },
  { key: 'name', header: 'Subject Name', render: (s) => s.name, sortValue: (s) => s.name },
];

const emptySubject = (): SubjectForm => ({ name: '' });
const toForm = (subject: Subject): SubjectForm => ({ name: subject.name });
const toInput = (form: SubjectForm): SubjectInput => ({ name: form.name.trim() });
const rowName = (subject: Subject) => subject.name;
const searchText = (subject: Subject) => `${subject.id} ${subject.name}`;

export default function SubjectsPage() {
  const { data, isLoading, error } = useGetSubjectsQuery();
  const [addSubject] = useAddSubjectMutation();
  const [updateSubject] = useUpdateSubjectMutation();
  const [deleteSubject] = useDeleteSubjectMutation();

  const screen = useEntityListScreen<Subject, SubjectForm, SubjectInput>({
    draftKey: PATH,
    emptyForm: emptySubject,
    toForm,
    toInput,
    validate: validateSubject,
    create: (input) => addSubject(input).unwrap(),
    update: (id, input) => updateSubject({ ...input, id }).unwrap(),
    remove: (id) => deleteSubject(id).unwrap(),
    texts: messages.subject,
  });

  return (
    <EntityListScreen<Subject, SubjectForm>
      title={pageTitles[PATH]}
      addLabel="Add subject"
      dialogTitle="Subject Details"
      caption="Subjects"
      searchLabel="Search subjects"
      emptyText="No subjects found."
      rows={data}
      isLoading={isLoading}
      loadError={error}
      columns={columns}
      rowName={rowName}
      searchText={searchText}
      screen={screen}
      renderFields={({ bind }) => <FormField label="Subject Name" {...bind('name')} />}
    />
  );
}
