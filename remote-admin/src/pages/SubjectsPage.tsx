// /admin/subjects: 'All Subjects'.
import { FormField, messages, type Subject } from '@school/shared';
import { useAddSubjectMutation, useDeleteSubjectMutation, useGetSubjectQuery, useGetSubjectsQuery, useUpdateSubjectMutation } from '@school/shared/admin-api';
import type { BindField } from '@school/shared/forms';
import { subjectInputSchema } from '@school/shared/schemas';
import { AdminScreen } from '../components/screen/AdminScreen';
import type { AdminScreenConfig } from '../components/screen/adminScreenConfig';
import { entityEditor } from '../components/screen/entityEditor';
import { entityRows } from '../components/screen/entityRows';

interface SubjectValues {
  name: string;
}

const subjectsScreen: AdminScreenConfig<Subject> = {
  path: 'admin/subjects',
  noun: { one: 'subject', many: 'subjects' },
  columns: [
    { key: 'id', header: 'Id', sortValue: (s) => s.id },
    { key: 'name', header: 'Subject Name', sortValue: (s) => s.name },
  ],
  rowName: (subject) => subject.name,
  searchText: (subject) => `${subject.id} ${subject.name}`,
  useRows: entityRows(useGetSubjectsQuery),
  useItem: useGetSubjectQuery,
  useDelete: useDeleteSubjectMutation,
  deleted: { result: messages.subject.deleted },
  editorReplacesList: false,
  Editor: entityEditor<Subject, SubjectValues, typeof subjectInputSchema>({
    title: 'Subject',
    results: messages.subject,
    schema: subjectInputSchema,
    emptyValues: () => ({ name: '' }),
    toValues: (subject) => ({ name: subject.name }),
    Fields: ({ bind }: { bind: BindField<SubjectValues> }) => <FormField label="Subject Name" {...bind('name')} />,
    useAdd: useAddSubjectMutation,
    useUpdate: useUpdateSubjectMutation,
  }),
};

export default function SubjectsPage() {
  return <AdminScreen config={subjectsScreen} />;
}
