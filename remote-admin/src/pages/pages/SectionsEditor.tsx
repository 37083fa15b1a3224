// A page's ordered sections: each with its fields (and a note on those the school-year rollover
// archived), moved with Move up / Move down, removed, and 'Add section' at the end.
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { EditorPart } from '../../components/content/EditorPart';
import { ReorderButtons } from '../../components/content/ReorderButtons';
import { useReorder } from '../../components/content/useReorder';
import { SectionFields } from './SectionFields';
import { kindLabels, newSection, type SectionValue } from './sectionValues';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const nameOf = (section: SectionValue, index: number) => `Section ${index + 1}: ${section.title || kindLabels[section.kind]}`;

export function SectionsEditor({ sections, onChange }: { sections: SectionValue[]; onChange: (sections: SectionValue[]) => void }) {
  const { listRef, announcement, move } = useReorder(sections, (section) => section.key, (section) => section.title || kindLabels[section.kind], onChange);
  // A changed school year is judged again by the API at the save: until then the note is left out.
  const update = (index: number, section: SectionValue) =>
    onChange(sections.map((existing, at) => (at === index ? { ...section, archived: section.archived && section.schoolYear === existing.schoolYear } : existing)));

  return (
    <div>
      {sections.length > 0 && (
        <List ref={listRef} aria-label="Sections">
          {sections.map((section, index) => (
            <li key={section.key} data-item={section.key}>
              <EditorPart>
                <legend>{nameOf(section, index)}</legend>
                {section.archived && <p>{m.sectionArchived(section.schoolYear)}</p>}
                <SectionFields section={section} onChange={(next) => update(index, next)} />
                <Actions>
                  <ReorderButtons index={index} count={sections.length} move={move} />
                  <Button size="small" variant="danger" onClick={() => onChange(sections.filter((_, at) => at !== index))}>
                    Remove section <VisuallyHidden>{index + 1}</VisuallyHidden>
                  </Button>
                </Actions>
              </EditorPart>
            </li>
          ))}
        </List>
      )}
      <Button variant="secondary" onClick={() => onChange([...sections, newSection()])}>
        Add section
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
