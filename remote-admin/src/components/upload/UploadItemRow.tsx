// One chosen file: its name, its picture (images), its alt text and "Decorative image" (images only: still open while
// it travels and once it is in), its progress bar and Cancel while it uploads, then what became
// of it. The row itself takes the focus when the control that had it goes (UploadWidget).
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@school/shared';
import { CheckRow } from '../CheckRow';
import { legendInside } from '../content/EditorPart';
import { sizeText } from '../fileText';
import { UploadPreview } from './UploadPreview';
import { isDescribable, type UploadItem } from './uploadQueue';

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  min-width: 0;
  max-width: 100%;

  legend {
    ${legendInside}
    margin: 0;
  }
  input[type='text'] {
    width: 100%;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  progress {
    width: 100%;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

export interface UploadItemRowProps {
  item: UploadItem;
  onEdit: (change: { alt?: string; decorative?: boolean }) => void;
  /** The user left the alt text. */
  onCommit?: () => void;
  onRemove: () => void;
  onCancel: () => void;
  rowRef?: Ref<HTMLFieldSetElement>;
}

export function UploadItemRow({ item, onEdit, onCommit, onRemove, onCancel, rowRef }: UploadItemRowProps) {
  const id = useId();
  const name = item.file.name;
  const editable = isDescribable(item);
  return (
    <Row ref={rowRef} tabIndex={-1} data-upload-key={item.key}>
      <legend>
        {name} ({sizeText(item.file.size)})
      </legend>
      {item.isImage && (
        <>
          <UploadPreview file={item.file} media={item.media} />
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={item.alt}
            disabled={!editable || item.decorative}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onEdit({ alt: event.target.value })}
            onBlur={onCommit}
          />
          <small id={`${id}-alt-hint`}>What the photo shows, for visitors who cannot see it. Needed before publishing.</small>
          <CheckRow>
            <input
              id={`${id}-decorative`}
              type="checkbox"
              checked={item.decorative}
              disabled={!editable}
              onChange={(event) => onEdit({ decorative: event.target.checked })}
            />
            <label htmlFor={`${id}-decorative`}>Decorative image</label>
          </CheckRow>
        </>
      )}
      {item.status === 'chosen' && (
        <Line>
          <Button size="small" variant="secondary" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </Line>
      )}
      {(item.status === 'queued' || item.status === 'uploading') && (
        <Line>
          <progress aria-label={`Uploading ${name}`} max={100} value={item.status === 'queued' ? undefined : item.percent} />
          <span>{item.status === 'queued' ? 'Waiting…' : `${item.percent}%`}</span>
          <Button size="small" variant="secondary" aria-label={`Cancel upload of ${name}`} onClick={onCancel}>
            Cancel
          </Button>
        </Line>
      )}
      {item.status === 'done' && <p>Uploaded.</p>}
      {item.status === 'cancelled' && <p>Cancelled.</p>}
      {item.status === 'refused' && <Refusal>{item.refusal}</Refusal>}
    </Row>
  );
}
