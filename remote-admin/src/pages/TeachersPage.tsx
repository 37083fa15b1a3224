// /admin/teachers: 'All Teachers'.
import { DEGREES, FormField, GENDERS, POSITIONS, SelectField, useAddTeacherMutation, useDeleteTeacherMutation, useGetTeacherQuery, useGetTeachersQuery, useUpdateTeacherMutation, type Degree, type Gender, type Position, type Teacher, type TeacherInput } from '@school/shared';
import { useGetSubjectsQuery } from '@school/shared/admin-api';
import type { BindField } from '@school/shared/forms';
import { teacherInputSchema } from '@school/shared/schemas';
import { AdminScreen } from '../components/screen/AdminScreen';
import { entityEditor } from '../components/screen/entityEditor';
import { entityScreen } from '../components/screen/entityScreen';
import { degreeLabels, genderLabels, positionLabels, optionsOf } from '../components/labels';
import { schoolDataMessages } from '@school/shared/messages/school-data';

interface TeacherValues {
  firstName: string;
  lastName: string;
  gender: Gender;
  position: Position;
  /** A subject id, or '' for none. */
  subjectId: string;
  degree: Degree | '';
  yearsOfService: string;
}

const genderOptions = optionsOf(GENDERS, genderLabels);
const positionOptions = optionsOf(POSITIONS, positionLabels);
const degreeOptions = optionsOf(DEGREES, degreeLabels);

function TeacherFields({ bind }: { bind: BindField<TeacherValues> }) {
  const { data: subjects } = useGetSubjectsQuery();
  const subjectOptions = (subjects ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <FormField label="First name" {...bind('firstName')} />
      <FormField label="Last name" {...bind('lastName')} />
      <SelectField label="Gender" {...bind('gender')} options={genderOptions} />
      <SelectField label="Position" {...bind('position')} options={positionOptions} />
      <SelectField label="Subject" {...bind('subjectId', 'subject')} options={subjectOptions} placeholderOption="None" />
      <SelectField label="Degree" {...bind('degree')} options={degreeOptions} placeholderOption="None" />
      <FormField label="Years of service" {...bind('yearsOfService')} inputMode="numeric" />
    </>
  );
}

const teachersScreen = entityScreen<Teacher>({
  path: 'admin/teachers',
  noun: { one: 'teacher', many: 'teachers' },
  columns: [
    { key: 'firstName', header: 'First name', sortValue: (t) => t.firstName },
    { key: 'lastName', header: 'Last name', sortValue: (t) => t.lastName },
    { key: 'position', header: 'Position', sortValue: (t) => positionLabels[t.position] },
    { key: 'subject', header: 'Subject', sortValue: (t) => t.subject?.name ?? '' },
  ],
  /** The confirmation names a teacher by last name then first name (spec). */
  rowName: (t) => `${t.lastName} ${t.firstName}`,
  searchText: (t) => [t.id, t.firstName, t.lastName, positionLabels[t.position], t.subject?.name ?? ''].join(' '),
  useList: useGetTeachersQuery,
  useChoices: useGetSubjectsQuery,
  useItem: useGetTeacherQuery,
  useDelete: useDeleteTeacherMutation,
  deleted: schoolDataMessages.teacher.deleted,
  Editor: entityEditor<Teacher, TeacherValues, typeof teacherInputSchema>({
    title: 'Teacher',
    results: schoolDataMessages.teacher,
    schema: teacherInputSchema,
    emptyValues: () => ({
      firstName: '',
      lastName: '',
      gender: 'MALE',
      position: 'PRINCIPAL',
      subjectId: '',
      degree: '',
      yearsOfService: '',
    }),
    toValues: (teacher) => ({
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      gender: teacher.gender,
      position: teacher.position,
      subjectId: teacher.subject ? String(teacher.subject.id) : '',
      degree: teacher.degree ?? '',
      yearsOfService: teacher.yearsOfService == null ? '' : String(teacher.yearsOfService),
    }),
    toInput: (values): TeacherInput => ({
      ...values,
      subject: values.subjectId === '' ? null : { id: Number(values.subjectId) },
      degree: values.degree === '' ? null : values.degree,
      yearsOfService: values.yearsOfService.trim() === '' ? null : Number(values.yearsOfService.trim()),
    }),
    Fields: TeacherFields,
    useAdd: useAddTeacherMutation,
    useUpdate: useUpdateTeacherMutation,
  }),
});

export default function TeachersPage() {
  return <AdminScreen config={teachersScreen} />;
}
