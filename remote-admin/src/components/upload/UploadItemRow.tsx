// One chosen file: its name, its alt text and "Decorative image" while it waits (images only),
// then its progress bar and Cancel, then what became of it.
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@school/shared';
import { CheckRow } from '../CheckRow';
import { sizeText } from '../fileText';
import type { UploadItem } from './uploadQueue';

const Row = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.small};
  min-width: 0;

  legend {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  input[type='text'] {
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
`;

export interface UploadItemRowProps {
  item: UploadItem;
  onEdit: (change: { alt?: string; decorative?: boolean }) => void;
  onRemove: () => void;
  onCancel: () => void;
}

export function UploadItemRow({ item, onEdit, onRemove, onCancel }: UploadItemRowProps) {
  const id = useId();
  const name = item.file.name;
  const editable = item.status === 'chosen';
  return (
    <Row>
      <legend>
        {name} ({sizeText(item.file.size)})
      </legend>
      {item.isImage && (
        <>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={item.alt}
            disabled={!editable || item.decorative}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onEdit({ alt: event.target.value })}
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
