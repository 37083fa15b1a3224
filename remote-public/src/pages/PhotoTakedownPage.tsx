// /solicitare-retragere-fotografie?galerie=…: a parent or a pupil asks for a photo to be taken
// down (GDPR art. 17 and 21). The gallery comes filled in from the link under it; the request
// lands in the admin's Messages.
import { Link, useLocation } from 'react-router-dom';
import { FormField, pathOf } from '@school/shared';
import { photoTakedownSchema } from '@school/shared/schemas';
import { Page } from '../components/Page';
import { VisitorMessageForm } from '../forms/VisitorMessageForm';

export default function PhotoTakedownPage() {
  // useLocation, not useSearchParams: the router module every page loads provides only the names the site uses.
  const gallery = new URLSearchParams(useLocation().search).get('galerie')?.slice(0, 300) ?? '';
  return (
    <Page description="Cereți retragerea de pe site a unei fotografii în care apăreți dumneavoastră sau copilul dumneavoastră.">
      <p>
        Dacă într-o fotografie de pe site apăreți dumneavoastră sau copilul dumneavoastră și doriți să fie retrasă, completați formularul.
        Spuneți-ne în ce galerie este și cum o recunoaștem. Datele din formular le folosim numai pentru această cerere (vedeți{' '}
        <Link to={pathOf('confidentialitate')}>politica de confidențialitate</Link>).
      </p>
      <VisitorMessageForm
        label="Cerere de retragere a unei fotografii"
        schema={photoTakedownSchema}
        initialValues={{ kind: 'PHOTO_TAKEDOWN' as const, name: '', email: '', gallery, photo: '', reason: '', website: '' }}
        fields={(bind) => (
          <>
            <FormField label="Nume și prenume" autoComplete="name" {...bind('name')} />
            <FormField label="E-mail (pentru răspuns)" type="email" autoComplete="email" {...bind('email')} />
            <FormField label="Galeria sau pagina" {...bind('gallery')} />
            <FormField label="Fotografia (a câta este, ce se vede în ea)" {...bind('photo')} />
            <FormField label="Motivul cererii" multiline rows={4} {...bind('reason')} />
          </>
        )}
        confirmation={() => (
          <>
            <h2>Cererea a fost trimisă</h2>
            <p>
              Vă mulțumim. Un responsabil al școlii verifică cererea și, dacă fotografia vă privește pe dumneavoastră sau pe copilul
              dumneavoastră, o retrage de pe site. Vă anunțăm pe e-mail ce am făcut, în cel mult o lună (de obicei în câteva zile lucrătoare).
            </p>
          </>
        )}
      />
    </Page>
  );
}
