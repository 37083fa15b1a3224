// /admin/subjects: 'All Subjects'.
import { FormField, type Subject } from '@school/shared';
import { useAddSubjectMutation, useDeleteSubjectMutation, useGetSubjectQuery, useGetSubjectsQuery, useUpdateSubjectMutation } from '@school/shared/admin-api';
import type { BindField } from '@school/shared/forms';
import { subjectInputSchema } from '@school/shared/schemas';
import { AdminScreen } from '../components/screen/AdminScreen';
import { entityEditor } from '../components/screen/entityEditor';
import { entityScreen } from '../components/screen/entityScreen';
import { schoolDataMessages } from '@school/shared/messages/school-data';

interface SubjectValues {
  name: string;
}

const subjectsScreen = entityScreen<Subject>({
  path: 'admin/subjects',
  noun: { one: 'subject', many: 'subjects' },
  columns: [
    { key: 'name', header: 'Subject Name', sortValue: (s) => s.name },
  ],
  rowName: (subject) => subject.name,
  searchText: (subject) => `${subject.id} ${subject.name}`,
  useList: useGetSubjectsQuery,
  useItem: useGetSubjectQuery,
  useDelete: useDeleteSubjectMutation,
  deleted: schoolDataMessages.subject.deleted,
  Editor: entityEditor<Subject, SubjectValues, typeof subjectInputSchema>({
    title: 'Subject',
    results: schoolDataMessages.subject,
    schema: subjectInputSchema,
    emptyValues: () => ({ name: '' }),
    toValues: (subject) => ({ name: subject.name }),
    Fields: ({ bind }: { bind: BindField<SubjectValues> }) => <FormField label="Subject Name" {...bind('name')} />,
    useAdd: useAddSubjectMutation,
    useUpdate: useUpdateSubjectMutation,
  }),
});

export default function SubjectsPage() {
  return <AdminScreen config={subjectsScreen} />;
}
