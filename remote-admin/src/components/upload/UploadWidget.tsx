// Uploading files to the media library: a file picker or drag and drop, several files at once,
// alt text asked for each image, then a progress bar and a Cancel per file, at most two at a
// time, each refusal shown beside its file and every outcome read out by a live region. The
// uploads are handed on in the order the files were chosen. The keyboard focus never falls to the
// page: when the control that had it goes (Upload N files, a Cancel, a Remove), its file's row,
// else the file picker, takes it.
import { useId, useLayoutEffect, useRef, useState, type DragEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, visuallyHidden, type Media } from '@school/shared';
import { UploadItemRow } from './UploadItemRow';
import { useUploadQueue } from './uploadQueue';

// One column that may shrink below its widest content: on a phone the box fits its part.
const DropZone = styled.div<{ $over: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.colors.primary : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $over, theme }) => ($over ? theme.colors.surface : 'transparent')};

  p {
    margin: 0;
  }
`;

// The browser's file input is kept out of sight (focusable and read as usual: the clip pattern);
// its label below is drawn as the button. The browser's own said 'No file chosen' beside it after
// every choice, the chosen files being listed below, and was wider than a phone.
const FileInput = styled.input`
  ${visuallyHidden}
  max-width: 100%;
  min-width: 0;

  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  max-width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const List = styled.div`
  min-width: 0;
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface UploadWidgetProps {
  /** Each file the API accepted, as it answered it (an image with its alt text as now typed), in the order chosen. */
  onUploaded: (media: Media) => void;
  /** An uploaded image's alt text or "Decorative image" changed: the file as it now stands. */
  onDescribed?: (media: Media) => void;
  /** The picker's accepted types (the API decides from the bytes in any case). */
  accept?: string;
  /** The picker's visible label. */
  label?: string;
  /** Several files at once (the default). */
  multiple?: boolean;
  /**
   * Upload a file as soon as it is chosen, so a save right after choosing never leaves the chosen
   * file behind (a document's file; the images of a picker, whose alt text is asked meanwhile:
   * the focus goes to the first one's).
   */
  uploadAtOnce?: boolean;
}

/** Where the focus goes once the rows are drawn: a row, or its alt text. */
type FocusTarget = { key: number; field: 'row' | 'alt' };

export function UploadWidget({ onUploaded, onDescribed, accept, label = 'Choose files', multiple = true, uploadAtOnce = false }: UploadWidgetProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<number, HTMLFieldSetElement>());
  const inputRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  /** The alt text the focus went to as files were chosen, while the file picker may still take it back. */
  const keepAlt = useRef<{ key: number; until: number } | null>(null);
  /** The element that last had the focus in the widget, and the key of its row if it is in one. */
  const lastFocus = useRef<{ element: HTMLElement; key: number | null } | null>(null);
  const queue = useUploadQueue({
    onUploaded,
    onDescribed,
    announce: setAnnouncement,
    isEditing: (key) => {
      const active = document.activeElement;
      return active instanceof HTMLInputElement && active.type === 'text' && Boolean(rows.current.get(key)?.contains(active));
    },
  });
  const waiting = queue.items.filter((item) => item.status === 'chosen');

  const altOf = (key: number) => rows.current.get(key)?.querySelector<HTMLInputElement>('input[type="text"]:not(:disabled)');

  const choose = (files: File[], fromPicker: boolean) => {
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length === 0) return;
    const keys = queue.add(chosen);
    if (!uploadAtOnce) return;
    queue.uploadAll();
    // The first image's alt text is asked next.
    const firstImage = chosen.findIndex((file) => file.type.startsWith('image/'));
    if (firstImage === -1) return;
    focusNext.current = { key: keys[firstImage]!, field: 'alt' };
    // The browser gives the focus back to the file input as its picker closes, which may come
    // after the files arrived: once, just after, it goes on to the alt text.
    if (fromPicker) keepAlt.current = { key: keys[firstImage]!, until: Date.now() + 1000 };
  };

  const onInputFocus = () => {
    const keep = keepAlt.current;
    keepAlt.current = null;
    if (keep && Date.now() < keep.until) altOf(keep.key)?.focus();
  };

  const uploadWaiting = () => {
    if (waiting[0]) focusNext.current = { key: waiting[0].key, field: 'row' };
    queue.uploadAll();
  };

  useLayoutEffect(() => {
    const target = focusNext.current;
    if (target) {
      focusNext.current = null;
      const alt = target.field === 'alt' ? altOf(target.key) : undefined;
      (alt ?? rows.current.get(target.key))?.focus();
      return;
    }
    // The control that had the focus went (a Cancel when its upload ended, a Remove): its row
    // takes it, or the file picker when the row went too.
    const last = lastFocus.current;
    const active = document.activeElement;
    if (!last || last.element.isConnected || (active && active !== document.body)) return;
    const row = last.key === null ? undefined : rows.current.get(last.key);
    (row ?? inputRef.current)?.focus();
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.target;
    const key = element.closest<HTMLElement>('[data-upload-key]')?.dataset.uploadKey;
    lastFocus.current = { element, key: key === undefined ? null : Number(key) };
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(Array.from(event.dataTransfer.files), false);
  };

  return (
    <div onFocus={onFocus}>
      <DropZone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <FileInput
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          multiple={multiple}
          accept={accept}
          onFocus={onInputFocus}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []), true);
            event.target.value = '';
          }}
        />
        <ChooseButton htmlFor={`${id}-files`}>{label}</ChooseButton>
        <p>or drag and drop {multiple ? 'files' : 'a file'} here.</p>
      </DropZone>
      {queue.items.length > 0 && (
        <List>
          {queue.items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              rowRef={(element) => {
                if (element) rows.current.set(item.key, element);
                else rows.current.delete(item.key);
              }}
              onEdit={(change) => queue.edit(item.key, change)}
              onCommit={() => queue.commit(item.key)}
              onRemove={() => queue.remove(item.key)}
              onCancel={() => queue.cancel(item.key)}
            />
          ))}
        </List>
      )}
      {waiting.length > 0 && (
        <Button onClick={uploadWaiting}>
          Upload {waiting.length} {waiting.length === 1 ? 'file' : 'files'}
        </Button>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
