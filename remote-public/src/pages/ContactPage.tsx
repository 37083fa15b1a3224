import { ContactBlock } from '../components/ContactBlock';
import { Page } from '../components/Page';

export default function ContactPage() {
  return (
    <Page description="Adresa, e-mailul, telefonul și faxul școlii, cu legătura spre hartă.">
      <p>Ne găsiți la adresa de mai jos. Secretariatul vă răspunde la telefon și pe e-mail în zilele lucrătoare.</p>
      <ContactBlock />
    </Page>
  );
}
