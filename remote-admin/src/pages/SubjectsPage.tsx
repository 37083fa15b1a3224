// /admin/subjects: 'All Subjects'.
import { FormField, messages, type Subject } from '@school/shared';
import { useAddSubjectMutation, useDeleteSubjectMutation, useGetSubjectsQuery, useUpdateSubjectMutation } from '@school/shared/admin-api';
import type { BindField } from '@school/shared/forms';
import { subjectInputSchema } from '@school/shared/schemas';
import { EntityScreen } from '../components/EntityScreen';
import type { EntityScreenConfig } from '../components/entityScreenConfig';

interface SubjectValues {
  name: string;
}

const subjectsScreen: EntityScreenConfig<Subject, SubjectValues, typeof subjectInputSchema> = {
  path: 'admin/subjects',
  noun: { one: 'subject', many: 'subjects' },
  results: messages.subject,
  schema: subjectInputSchema,
  emptyValues: () => ({ name: '' }),
  toValues: (subject) => ({ name: subject.name }),
  columns: [
    { key: 'id', header: 'Id', sortValue: (s) => s.id },
    { key: 'name', header: 'Subject Name', render: (s) => s.name, sortValue: (s) => s.name },
  ],
  rowName: (subject) => subject.name,
  searchText: (subject) => `${subject.id} ${subject.name}`,
  Fields: ({ bind }: { bind: BindField<SubjectValues> }) => <FormField label="Subject Name" {...bind('name')} />,
  api: {
    useList: useGetSubjectsQuery,
    useAdd: useAddSubjectMutation,
    useUpdate: useUpdateSubjectMutation,
    useDelete: useDeleteSubjectMutation,
  },
};

export default function SubjectsPage() {
  return <EntityScreen config={subjectsScreen} />;
}
