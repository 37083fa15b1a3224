// A page's ordered sections: each with its fields, moved with Move up / Move down, removed, and
// 'Add section' at the end.
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@school/shared';
import { useReorder } from '../../components/content/useReorder';
import { SectionFields } from './SectionFields';
import { kindLabels, newSection, type SectionValue } from './sectionValues';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;

  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.inputBorder};
    border-radius: ${({ theme }) => theme.radii.small};
    padding: ${({ theme }) => theme.space.md};
    min-width: 0;
  }
  legend {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const nameOf = (section: SectionValue, index: number) => `Section ${index + 1}: ${section.title || kindLabels[section.kind]}`;

export function SectionsEditor({ sections, onChange }: { sections: SectionValue[]; onChange: (sections: SectionValue[]) => void }) {
  const { listRef, announcement, move } = useReorder(sections, (section) => section.key, (section) => section.title || kindLabels[section.kind], onChange);
  const update = (index: number, section: SectionValue) => onChange(sections.map((existing, at) => (at === index ? section : existing)));

  return (
    <div>
      {sections.length > 0 && (
        <List ref={listRef} aria-label="Sections">
          {sections.map((section, index) => (
            <li key={section.key} data-item={section.key}>
              <fieldset>
                <legend>{nameOf(section, index)}</legend>
                <SectionFields section={section} onChange={(next) => update(index, next)} />
                <Actions>
                  <Button size="small" variant="secondary" data-move="up" disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
                    Move up
                  </Button>
                  <Button size="small" variant="secondary" data-move="down" disabled={index === sections.length - 1} onClick={() => move(index, index + 1, 'down')}>
                    Move down
                  </Button>
                  <Button size="small" variant="danger" onClick={() => onChange(sections.filter((_, at) => at !== index))}>
                    Remove section <VisuallyHidden>{index + 1}</VisuallyHidden>
                  </Button>
                </Actions>
              </fieldset>
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
