// The accessibility statement's feedback form: what did not work, and where. It lands in the
// admin's Messages; the school answers within 30 days.
import { FormField } from '@school/shared';
import { accessibilityFeedbackSchema } from '@school/shared/schemas';
import { VisitorMessageForm } from '../forms/VisitorMessageForm';

export const FEEDBACK_ANSWER_DAYS = 30;

export function AccessibilityFeedbackForm() {
  return (
    <VisitorMessageForm
      label="Semnalați o problemă de accesibilitate"
      schema={accessibilityFeedbackSchema}
      initialValues={{ kind: 'ACCESSIBILITY_FEEDBACK' as const, name: '', email: '', page: '', feedback: '', website: '' }}
      fields={(bind) => (
        <>
          <FormField label="Nume și prenume" autoComplete="name" {...bind('name')} />
          <FormField label="E-mail (pentru răspuns)" type="email" autoComplete="email" {...bind('email')} />
          <FormField label="Pagina sau documentul (opțional)" {...bind('page')} />
          <FormField label="Ce nu a funcționat" multiline rows={5} {...bind('feedback')} />
        </>
      )}
      confirmation={() => (
        <>
          <h3>Mesajul a fost trimis</h3>
          <p>
            Vă mulțumim. Persoana care administrează site-ul verifică problema și vă răspunde pe e-mail în cel mult {FEEDBACK_ANSWER_DAYS} de
            zile, cu soluția sau cu o alternativă accesibilă a conținutului.
          </p>
        </>
      )}
    />
  );
}
