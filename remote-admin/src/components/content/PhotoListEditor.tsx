// An ordered list of photos: added from the media library (or uploaded there), each with its
// fields, reordered by drag and drop or with Move up / Move down (the focus stays on the moved
// photo's button and a live region says where it went), removed one by one, and where the screen
// allows it, taken down (removed from every item, its files deleted: usePhotoTakedown). Beside
// each other, the two red buttons each say under them what they do.
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@school/shared';
import { MediaPickerDialog } from '../media';
import { PhotoFields } from './PhotoFields';
import { ReorderButtons } from './ReorderButtons';
import { photoFromMedia, type PhotoValue } from './photoValues';
import { usePhotoTakedown } from './usePhotoTakedown';
import { useReorder } from './useReorder';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
`;

// The fields' column may shrink below its content's widest line (minmax(0, …)): on a phone its
// text field and buttons fit the card, and the buttons wrap onto more rows.
const Item = styled.li<{ $dragged: boolean }>`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  opacity: ${({ $dragged }) => ($dragged ? 0.5 : 1)};
  cursor: grab;

  img {
    width: 6rem;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  min-width: 0;
  & > * {
    max-width: 100%;
  }
`;

// Each red button with what it does under it: side by side where there is room, one above the
// other on a phone.
const RedActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const RedAction = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1 1 10rem;
  min-width: 0;
  & > * {
    max-width: 100%;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PhotoListEditorProps {
  /** The list's name, e.g. 'Photos': its add button says 'Add photos'. */
  label: string;
  photos: PhotoValue[];
  onChange: (photos: PhotoValue[]) => void;
  showErrors: boolean;
  consentRequired: boolean;
  /** The API's or the schema's message for the list. */
  error?: string;
  /** Offer 'Take down' on each photo (the gallery editor); each red button then says what it does. */
  takedown?: boolean;
}

export function PhotoListEditor({ label, photos, onChange, showErrors, consentRequired, error, takedown = false }: PhotoListEditorProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const { listRef, announcement, move } = useReorder(photos, (photo) => photo.id, (photo) => photo.name, onChange);

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  const removeAt = (index: number) => onChange(photos.filter((_, at) => at !== index));
  const update = (index: number, photo: PhotoValue) => onChange(photos.map((existing, at) => (at === index ? photo : existing)));
  const takedowns = usePhotoTakedown((gone) => onChange(photos.filter((photo) => photo.id !== gone.id)));

  return (
    <div>
      {takedown && takedowns.banner}
      {photos.length > 0 && (
        <List ref={listRef} aria-label={label}>
          {photos.map((photo, index) => (
            <Item
              key={photo.id}
              data-item={photo.id}
              draggable
              $dragged={dragged === index}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
            >
              <img src={photo.thumbnail} alt="" />
              <fieldset>
                <legend>
                  Photo {index + 1}: {photo.name}
                </legend>
                <PhotoFields photo={photo} onChange={(next) => update(index, next)} showErrors={showErrors} consentRequired={consentRequired} />
                <Actions>
                  <ReorderButtons index={index} count={photos.length} move={move} />
                  {!takedown && (
                    <Button size="small" variant="danger" onClick={() => removeAt(index)}>
                      Remove <VisuallyHidden>{photo.name}</VisuallyHidden>
                    </Button>
                  )}
                </Actions>
                {takedown && (
                  <RedActions>
                    <RedAction>
                      <Button size="small" variant="danger" aria-describedby={`${id}-${photo.id}-remove`} onClick={() => removeAt(index)}>
                        Remove <VisuallyHidden>{photo.name}</VisuallyHidden>
                      </Button>
                      <Hint id={`${id}-${photo.id}-remove`}>From this gallery only</Hint>
                    </RedAction>
                    <RedAction>
                      <Button size="small" variant="danger" aria-describedby={`${id}-${photo.id}-takedown`} onClick={() => takedowns.ask(photo)}>
                        Take down <VisuallyHidden>{photo.name}</VisuallyHidden>
                      </Button>
                      <Hint id={`${id}-${photo.id}-takedown`}>From every page, and deletes its files</Hint>
                    </RedAction>
                  </RedActions>
                )}
              </fieldset>
            </Item>
          ))}
        </List>
      )}
      {showErrors && error && <Problem>{error}</Problem>}
      <Button variant="secondary" onClick={() => setPicking(true)}>
        Add {label.toLowerCase()}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {takedown && takedowns.dialog}
      <MediaPickerDialog
        open={picking}
        multiple
        title={`Add ${label.toLowerCase()}`}
        onClose={() => setPicking(false)}
        onPick={(images) => {
          const known = new Set(photos.map((photo) => photo.id));
          onChange([...photos, ...images.filter((media) => !known.has(media.id)).map(photoFromMedia)]);
          setPicking(false);
        }}
      />
    </div>
  );
}
