import type { ActivitySection } from '../content/types';
import { Gallery } from './Gallery';
import { InfoSection } from './InfoSection';

/**
 * The dated sections of an activities page, each with its text, daily themes and photos. The first
 * row of the first gallery is near the top of the page, so it loads at once; the rest lazily.
 */
export function ActivitySections({ sections }: { sections: readonly ActivitySection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <InfoSection key={section.id} title={section.title}>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
          {section.days && (
            <ul>
              {section.days.map((d) => (
                <li key={d.id}>
                  <strong>{d.day}:</strong> {d.theme}
                </li>
              ))}
            </ul>
          )}
          <Gallery label={section.gallery.title} images={section.gallery.images} eagerCount={index === 0 ? 4 : 0} />
        </InfoSection>
      ))}
    </>
  );
}
