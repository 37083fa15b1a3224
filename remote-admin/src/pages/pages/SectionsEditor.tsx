// A page's ordered sections: each folds to its title (on a phone they open folded), holds its
// fields (and a note on those the school-year rollover archived), moves with Move up / Move down,
// takes a new section below it, and is removed after a confirmation. One formatting toolbar
// shows, the focused section's.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, theme } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { AdminDialog } from '@school/shared/admin-ui';
import { EditorPart } from '../../components/content/EditorPart';
import { ReorderButtons } from '../../components/content/ReorderButtons';
import { useReorder } from '../../components/content/useReorder';
import { ToolbarGroup } from '../../components/richText/toolbarGroup';
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

// The section's title is the button that folds it: the legend names the group, the button says whether it is open.
const FoldButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const Fields = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** On a phone a page's sections open folded to their titles: open, they made the editor ~7 200 px tall. */
const startsFolded = () => window.matchMedia?.(`(max-width: ${phoneWidth})`).matches ?? false;

const phoneWidth = theme.breakpoints.phone;

const nameOf = (section: SectionValue, index: number) => `Section ${index + 1}: ${section.title || kindLabels[section.kind]}`;

export function SectionsEditor({ sections, onChange }: { sections: SectionValue[]; onChange: (sections: SectionValue[]) => void }) {
  const { listRef, announcement, move } = useReorder(sections, (section) => section.key, (section) => section.title || kindLabels[section.kind], onChange);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(startsFolded() ? [] : sections.map((section) => section.key)));
  const [toRemove, setToRemove] = useState<number | null>(null);
  const [focusOn, setFocusOn] = useState<{ key: number | null; what: 'field' | 'heading' } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // After an insertion its first field, after a removal the next section's title (or Add section).
  useEffect(() => {
    if (!focusOn) return;
    const item = focusOn.key === null ? null : listRef.current?.querySelector(`[data-item="${focusOn.key}"]`);
    const target = item?.querySelector<HTMLElement>(focusOn.what === 'field' ? 'select, input' : 'button[aria-expanded]') ?? addButton.current;
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [focusOn, listRef]);

  // A changed school year is judged again by the API at the save: until then the note is left out.
  const update = (index: number, section: SectionValue) =>
    onChange(sections.map((existing, at) => (at === index ? { ...section, archived: section.archived && section.schoolYear === existing.schoolYear } : existing)));
  const toggle = (key: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const insertAt = (index: number) => {
    const section = newSection();
    onChange([...sections.slice(0, index), section, ...sections.slice(index)]);
    setOpen((current) => new Set(current).add(section.key));
    setFocusOn({ key: section.key, what: 'field' });
  };
  const removeIndex = toRemove === null ? -1 : sections.findIndex((section) => section.key === toRemove);
  const remove = () => {
    const after = sections[removeIndex + 1] ?? sections[removeIndex - 1];
    onChange(sections.filter((section) => section.key !== toRemove));
    setToRemove(null);
    setFocusOn({ key: after?.key ?? null, what: 'heading' });
  };

  return (
    <ToolbarGroup>
      {sections.length > 0 && (
        <List ref={listRef} aria-label="Sections">
          {sections.map((section, index) => {
            const name = nameOf(section, index);
            const isOpen = open.has(section.key);
            return (
              <li key={section.key} data-item={section.key}>
                <EditorPart>
                  <legend>
                    <FoldButton type="button" aria-expanded={isOpen} aria-controls={`section-${section.key}-fields`} onClick={() => toggle(section.key)}>
                      <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                      {name}
                    </FoldButton>
                  </legend>
                  <Fields id={`section-${section.key}-fields`} hidden={!isOpen}>
                    {isOpen && (
                      <>
                        {section.archived && <p>{m.sectionArchived(section.schoolYear)}</p>}
                        <SectionFields section={section} onChange={(next) => update(index, next)} />
                      </>
                    )}
                  </Fields>
                  <Actions>
                    <ReorderButtons index={index} count={sections.length} move={move} />
                    <Button size="small" variant="secondary" onClick={() => insertAt(index + 1)}>
                      Insert section below <VisuallyHidden>{index + 1}</VisuallyHidden>
                    </Button>
                    <Button size="small" variant="danger" onClick={() => setToRemove(section.key)}>
                      Remove section <VisuallyHidden>{index + 1}</VisuallyHidden>
                    </Button>
                  </Actions>
                </EditorPart>
              </li>
            );
          })}
        </List>
      )}
      <Button ref={addButton} variant="secondary" onClick={() => insertAt(sections.length)}>
        Add section
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <AdminDialog
        open={removeIndex !== -1}
        title="Confirmation"
        onClose={() => setToRemove(null)}
        closeLabel="Close confirmation"
        dismissText="Cancel"
        action={{ label: 'Remove', busy: false, onClick: remove, variant: 'danger' }}
      >
        <p>{removeIndex !== -1 && m.removeSectionQuestion(nameOf(sections[removeIndex]!, removeIndex))}</p>
      </AdminDialog>
    </ToolbarGroup>
  );
}
