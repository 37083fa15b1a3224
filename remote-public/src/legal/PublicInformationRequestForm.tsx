// The Law 544 request form: name, e-mail, request. Once registered, the visitor reads the
// registration number and the dates by which the school answers (10 days, 30 for a complex
// request, with notice of the extension within the first 10).
import { formatDay, FormField, type MessageReceipt } from '@school/shared';
import { PUBLIC_INFORMATION_ANSWER_DAYS, publicInformationRequestSchema } from '@school/shared/schemas';
import { VisitorMessageForm } from '../forms/VisitorMessageForm';

const { standard, complex } = PUBLIC_INFORMATION_ANSWER_DAYS;

function Registered({ receipt }: { receipt: MessageReceipt }) {
  return (
    <>
      <h3>Solicitarea a fost înregistrată</h3>
      <p>
        Numărul de înregistrare: <strong>{receipt.registrationNumber}</strong>. Păstrați-l: îl veți folosi dacă reveniți asupra solicitării.
      </p>
      {receipt.answerBy && receipt.answerByIfComplex && (
        <p>
          Vă răspundem pe e-mail în cel mult {standard} zile, până la <strong>{formatDay(receipt.answerBy)}</strong>. Dacă solicitarea
          este complexă, termenul poate fi prelungit la cel mult {complex} de zile, până la <strong>{formatDay(receipt.answerByIfComplex)}</strong>;
          în acest caz vă anunțăm în primele {standard} zile.
        </p>
      )}
      <p>Dacă nu primiți răspuns în termen sau nu sunteți mulțumit de el, puteți depune reclamație (vedeți mai jos cum).</p>
    </>
  );
}

export function PublicInformationRequestForm() {
  return (
    <VisitorMessageForm
      label="Solicitare de informații de interes public"
      schema={publicInformationRequestSchema}
      initialValues={{ kind: 'PUBLIC_INFORMATION_REQUEST' as const, name: '', email: '', request: '', website: '' }}
      fields={(bind) => (
        <>
          <FormField label="Nume și prenume" autoComplete="name" {...bind('name')} />
          <FormField label="E-mail (pentru răspuns)" type="email" autoComplete="email" {...bind('email')} />
          <FormField label="Informațiile solicitate" multiline rows={6} {...bind('request')} />
        </>
      )}
      confirmation={(receipt) => <Registered receipt={receipt} />}
    />
  );
}
