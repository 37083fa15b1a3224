// /confidentialitate: the privacy notice (GDPR art. 13): the school as controller, what the site
// processes and why, for how long, the visitor's rights and how to use them, the supervisory
// authority, and why there is no cookie banner.
import { useSchoolDetails } from '@school/shared';
import { fullAddress } from '../components/ContactBlock';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';

export default function PrivacyPage() {
  const { details } = useSchoolDetails();
  const email = details?.email ? <a href={`mailto:${details.email}`}>{details.email}</a> : 'adresa de e-mail a secretariatului';
  const address = details ? fullAddress(details) : '';
  return (
    <Page description="Ce date personale prelucrează site-ul școlii, de ce, cât timp le păstrăm și ce drepturi aveți.">
      <InfoSection title="Cine prelucrează datele">
        <p>
          Operatorul datelor este {details?.name ?? 'școala'}
          {address ? `, cu sediul în ${address}` : ''}. Ne puteți scrie, inclusiv responsabilului cu protecția datelor, la {email}
          {details?.phone ? ` sau ne puteți suna la ${details.phone}` : ''}.
        </p>
      </InfoSection>
      <InfoSection title="Ce date prelucrăm și de ce">
        <ul>
          <li>
            <strong>Mesajele trimise prin formulare</strong> (solicitări de informații de interes public, semnalări de accesibilitate, cereri de
            retragere a unei fotografii): numele, adresa de e-mail și ce ne scrieți, ca să vă putem răspunde, în îndeplinirea obligațiilor legale
            ale școlii (Legea nr. 544/2001, OUG nr. 112/2018, Regulamentul (UE) 2016/679).
          </li>
          <li>
            <strong>Conturile</strong> celor care se autentifică: numele de utilizator, numele și prenumele, rolul și parola, păstrată numai
            criptată (hash), ca personalul școlii să poată administra site-ul.
          </li>
          <li>
            <strong>Jurnalele serverului</strong>: adresa IP, pagina cerută, data și ora, ca să apărăm site-ul de abuzuri și să remediem erori.
            Adresa IP se folosește și pentru a limita numărul de mesaje și de încercări de autentificare trimise de la aceeași adresă.
          </li>
        </ul>
        <p>
          Nu folosim datele pentru reclame sau profilare, nu le vindem și nu le transmitem altora decât autorităților care le cer potrivit legii.
          Site-ul nu încarcă nimic de la terți: fără statistici de trafic, fonturi externe, hărți încorporate sau butoane de rețele sociale.
        </p>
      </InfoSection>
      <InfoSection title="Cât timp păstrăm datele">
        <ul>
          <li>Mesajele: cât timp este nevoie pentru răspuns și apoi cât cere nomenclatorul arhivistic al școlii.</li>
          <li>Conturile: până la ștergerea contului. O sesiune de autentificare expiră după 30 de minute de inactivitate și cel mult 12 ore.</li>
          <li>Adresele IP folosite pentru limite: o oră pentru mesaje și conturi noi, 15 minute pentru autentificări.</li>
          <li>Jurnalele serverului: cel mult 30 de zile.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Drepturile dumneavoastră">
        <p>
          Aveți dreptul de acces la datele dumneavoastră, la rectificarea și ștergerea lor, la restricționarea prelucrării, la portabilitate și
          dreptul de a vă opune prelucrării. Nu luăm decizii automate despre dumneavoastră. Pentru oricare dintre ele, scrieți-ne la {email} sau
          veniți la secretariat; vă răspundem în cel mult o lună. Pentru fotografiile în care apăreți dumneavoastră sau copilul dumneavoastră
          puteți folosi și formularul de retragere a unei fotografii din galerii.
        </p>
        <p>
          Dacă considerați că vă prelucrăm datele cu încălcarea legii, puteți depune o plângere la Autoritatea Națională de Supraveghere a
          Prelucrării Datelor cu Caracter Personal (ANSPDCP, www.dataprotection.ro)
          sau vă puteți adresa instanței.
        </p>
      </InfoSection>
      <InfoSection title="Cookie-uri">
        <p>
          Site-ul folosește numai două cookie-uri, ambele strict necesare: cookie-ul de sesiune, numai după ce vă autentificați, și cookie-ul
          XSRF-TOKEN, care protejează formularele împotriva cererilor trimise în numele dumneavoastră de alte site-uri. Cookie-urile strict
          necesare nu cer consimțământ, de aceea site-ul nu afișează un banner de cookie-uri. În memoria browserului păstrăm și ultimele date
          de contact ale școlii (ca să le vedeți și când serverul nu răspunde) și, dacă vă autentificați, numele contului.
        </p>
      </InfoSection>
    </Page>
  );
}
