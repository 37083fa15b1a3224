import { Gallery } from '../components/Gallery';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { competitions } from '../content/competitions';

export default function CompetitionsPage() {
  return (
    <Page description="Concursurile și olimpiadele la care au participat elevii școlii în anul școlar 2023-2024.">
      <InfoSection title="Ciclul primar">
        <p>{competitions.primaryIntro}</p>
        <ul>
          {competitions.primaryContests.map((c) => (
            <li key={c.id}>{c.text}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Clasele V-VIII">
        <p>{competitions.secondaryIntro}</p>
        <Gallery label={competitions.gallery.title} images={competitions.gallery.images} />
      </InfoSection>
    </Page>
  );
}
