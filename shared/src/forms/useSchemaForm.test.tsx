// The one form state: messages only after a submit attempt, the API's refusals until the field
// changes, and the value to send.
import { act, renderHook } from '@testing-library/react';
import { teacherInputSchema } from '../schemas/teacherSchema';
import { useSchemaForm } from './useSchemaForm';
import { schoolDataMessages } from '../messages/schoolDataMessages';

const initialValues = { firstName: ' Ana ', lastName: '', gender: 'FEMALE', position: 'TEACHER', subjectId: '3' };
const toInput = ({ subjectId, ...values }: typeof initialValues) => ({ ...values, subject: subjectId === '' ? null : { id: Number(subjectId) } });

function renderForm() {
  return renderHook(() => useSchemaForm({ schema: teacherInputSchema, initialValues, toInput }));
}

describe('useSchemaForm', () => {
  it("shows the schema's messages only once a submit was tried, and answers the value to send once valid", () => {
    const { result } = renderForm();
    expect(result.current.bind('lastName')).toMatchObject({ error: undefined, showError: false });
    let sent: unknown;
    act(() => {
      sent = result.current.submit();
    });
    expect(sent).toBeUndefined();
    expect(result.current.bind('lastName')).toMatchObject({ error: schoolDataMessages.teacher.lastName, showError: true });
    act(() => result.current.bind('lastName').onChange('Pop'));
    expect(result.current.bind('lastName').error).toBeUndefined();
    act(() => {
      sent = result.current.submit();
    });
    expect(sent).toEqual({ firstName: 'Ana', lastName: 'Pop', gender: 'FEMALE', position: 'TEACHER', subject: { id: 3 }, degree: null, yearsOfService: null });
  });

  it("shows the API's refusal beside its field until that field changes, also through a field named for its relation", () => {
    const { result } = renderForm();
    act(() => result.current.setServerErrors({ subject: schoolDataMessages.teacher.subject, firstName: 'Taken.' }));
    expect(result.current.bind('subjectId', 'subject')).toMatchObject({ error: schoolDataMessages.teacher.subject, showError: true });
    act(() => result.current.bind('subjectId', 'subject').onChange('4'));
    expect(result.current.bind('subjectId', 'subject')).toMatchObject({ error: undefined, showError: false });
    expect(result.current.bind('firstName')).toMatchObject({ error: 'Taken.', showError: true });
    act(() => result.current.reset(initialValues));
    expect(result.current.bind('firstName')).toMatchObject({ error: undefined, showError: false });
  });
});
