// Uploading files to the media library: a file picker or drag and drop, several files at once,
// alt text asked for each image, then a progress bar and a Cancel per file, at most two at a
// time, each refusal shown beside its file and every outcome read out by a live region.
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, type Media } from '@school/shared';
import { UploadItemRow } from './UploadItemRow';
import { useUploadQueue } from './uploadQueue';

const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.colors.primary : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $over, theme }) => ($over ? theme.colors.surface : 'transparent')};

  label {
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;

const List = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface UploadWidgetProps {
  /** Each file the API accepted, as it answered it. */
  onUploaded: (media: Media) => void;
  /** The picker's accepted types (the API decides from the bytes in any case). */
  accept?: string;
  /** The picker's visible label. */
  label?: string;
  /**
   * Upload a file as soon as it is chosen (a document's file: nothing to ask first), so a save
   * right after choosing never leaves the chosen file behind.
   */
  uploadAtOnce?: boolean;
}

export function UploadWidget({ onUploaded, accept, label = 'Choose files', uploadAtOnce = false }: UploadWidgetProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const queue = useUploadQueue({ onUploaded, announce: setAnnouncement });
  const waiting = queue.items.filter((item) => item.status === 'chosen').length;
  const choose = (files: File[]) => {
    queue.add(files);
    if (uploadAtOnce) queue.uploadAll();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(Array.from(event.dataTransfer.files));
  };

  return (
    <div>
      <DropZone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-files`}>{label}</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={accept}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p>or drag and drop files here.</p>
      </DropZone>
      {queue.items.length > 0 && (
        <List>
          {queue.items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              onEdit={(change) => queue.edit(item.key, change)}
              onRemove={() => queue.remove(item.key)}
              onCancel={() => queue.cancel(item.key)}
            />
          ))}
        </List>
      )}
      {waiting > 0 && (
        <Button onClick={queue.uploadAll}>
          Upload {waiting} {waiting === 1 ? 'file' : 'files'}
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
