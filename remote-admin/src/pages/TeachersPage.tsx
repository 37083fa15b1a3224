// /admin/teachers: 'All Teachers'.
import {
  DEGREES,
  FormField,
  GENDERS,
  POSITIONS,
  SelectField,
  messages,
  useAddTeacherMutation,
  useDeleteTeacherMutation,
  useGetSubjectsQuery,
  useGetTeachersQuery,
  useUpdateTeacherMutation,
  validateTeacher,
  type Degree,
  type Gender,
  type Position,
  type Teacher,
  type TeacherInput,
} from '@school/shared';
import { pageTitles, type AdminPath } from '@school/shared/routing';
import { EntityListScreen, type EntityColumn } from '../components/EntityListScreen';
import { useEntityListScreen } from '../components/useEntityListScreen';
import { degreeLabels, genderLabels, positionLabels } from '../components/labels';

const PATH: AdminPath = 'admin/teachers';

interface TeacherForm {
  firstName: string;
  lastName: string;
  gender: Gender;
  position: Position;
  /** A subject id, or '' for none. */
  subjectId: string;
  degree: Degree | '';
  yearsOfService: string;
}

const emptyTeacher = (): TeacherForm => ({
  firstName: '',
  lastName: '',
  gender: 'MALE',
  position: 'PRINCIPAL',
  subjectId: '',
  degree: '',
  yearsOfService: '',
});

const toForm = (teacher: Teacher): TeacherForm => ({
  firstName: teacher.firstName,
  lastName: teacher.lastName,
  gender: teacher.gender,
  position: teacher.position,
  subjectId: teacher.subject ? String(teacher.subject.id) : '',
  degree: teacher.degree ?? '',
  yearsOfService: teacher.yearsOfService == null ? '' : String(teacher.yearsOfService),
});

const toInput = (form: TeacherForm): TeacherInput => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  gender: form.gender,
  position: form.position,
  subject: form.subjectId === '' ? null : { id: Number(form.subjectId) },
  degree: form.degree === '' ? null : form.degree,
  yearsOfService: form.yearsOfService.trim() === '' ? null : Number(form.yearsOfService.trim()),
});

const columns: EntityColumn<Teacher>[] = [
  { key: 'id', header: 'Id', sortValue: (t) => t.id },
  { key: 'firstName', header: 'First name', render: (t) => t.firstName, sortValue: (t) => t.firstName },
  { key: 'lastName', header: 'Last name', render: (t) => t.lastName, sortValue: (t) => t.lastName },
  { key: 'position', header: 'Position', render: (t) => positionLabels[t.position], sortValue: (t) => positionLabels[t.position] },
  { key: 'subject', header: 'Subject', render: (t) => t.subject?.name ?? '', sortValue: (t) => t.subject?.name ?? '' },
];

/** The confirmation names a teacher by last name then first name (spec). */
const rowName = (t: Teacher) => `${t.lastName} ${t.firstName}`;
const searchText = (t: Teacher) =>
  [t.id, t.firstName, t.lastName, positionLabels[t.position], t.subject?.name ?? ''].join(' ');
const genderOptions = GENDERS.map((g) => ({ value: g, label: genderLabels[g] }));
const positionOptions = POSITIONS.map((p) => ({ value: p, label: positionLabels[p] }));
const degreeOptions = DEGREES.map((d) => ({ value: d, label: degreeLabels[d] }));

export default function TeachersPage() {
  const { data, isLoading, error } = useGetTeachersQuery();
  const { data: subjects } = useGetSubjectsQuery();
  const [addTeacher] = useAddTeacherMutation();
  const [updateTeacher] = useUpdateTeacherMutation();
  const [deleteTeacher] = useDeleteTeacherMutation();

  const screen = useEntityListScreen<Teacher, TeacherForm, TeacherInput>({
    draftKey: PATH,
    emptyForm: emptyTeacher,
    toForm,
    toInput,
    validate: validateTeacher,
    create: (input) => addTeacher(input).unwrap(),
    update: (id, input) => updateTeacher({ ...input, id }).unwrap(),
    remove: (id) => deleteTeacher(id).unwrap(),
    texts: messages.teacher,
  });

  const subjectOptions = (subjects ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <EntityListScreen<Teacher, TeacherForm>
      title={pageTitles[PATH]}
      addLabel="Add teacher"
      dialogTitle="Teacher Details"
      caption="Teachers"
      searchLabel="Search teachers"
      emptyText="No teachers found."
      rows={data}
      isLoading={isLoading}
      loadError={error}
      columns={columns}
      rowName={rowName}
      searchText={searchText}
      screen={screen}
      renderFields={({ bind }) => (
        <>
          <FormField label="First name" {...bind('firstName')} />
          <FormField label="Last name" {...bind('lastName')} />
          <SelectField label="Gender" {...bind('gender')} options={genderOptions} />
          <SelectField label="Position" {...bind('position')} options={positionOptions} />
          <SelectField
            label="Subject"
            {...bind('subjectId', 'subject')}
            options={subjectOptions}
            placeholderOption="None"
          />
          <SelectField label="Degree" {...bind('degree')} options={degreeOptions} placeholderOption="None" />
          <FormField label="Years of service" {...bind('yearsOfService')} inputMode="numeric" />
        </>
      )}
    />
  );
}
