// The rich-text editor (TipTap): loaded only when an edit screen opens (RichTextField lazy-loads
// this module). Takes and gives HTML that the API's sanitizer keeps unchanged (extensions.ts).
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { richTextMessages } from '@school/shared/messages/rich-text';
import { isMediaLibraryImageSrc } from '@school/shared/rich-text';
import { EditorHost } from './EditorHost';
import { editorHtml } from './editorHtml';
import { LinkDialog } from './LinkDialog';
import { takeSelectionOnScreen } from './selectionOnScreen';
import type { RichTextFieldProps } from './richTextFieldProps';
import { EditableArea, ErrorText, FieldLabel, FieldWrapper, HelpText } from './richTextStyles';
import { Toolbar } from './Toolbar';
import { useGroupedToolbar } from './toolbarGroup';
import { focusToolbar } from './useRovingFocus';

export default function RichTextEditor({ label, name, value, onChange, error, showError, onPickImage }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor>();
  const [initialContent] = useState(value);
  const [linkDialogOpen, setLinkDialogOpen] = useState(false);
  const [imageError, setImageError] = useState<string>();
  const shownError = imageError ?? (showError ? error : undefined);
  const toolbar = useGroupedToolbar(id);

  // The HTML given out and not yet seen back as `value`. A render may still carry an earlier one
  // while the user types on (React renders when it can): such a value is the editor's own, not
  // a new document from outside.
  const inFlight = useRef<string[]>([]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onHtml = useCallback((html: string) => {
    inFlight.current.push(html);
    onChangeRef.current(html);
  }, []);

  // TipTap destroys an editor whose host was away for longer than a tick (a Suspense boundary
  // showing its fallback on a busy machine) and makes a new one, given through onReady. Until
  // then the destroyed one has no schema to read the document with: it is left alone.
  const live = editor && !editor.isDestroyed ? editor : undefined;

  // A value from outside (the form reset, a draft restored) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const own = inFlight.current.indexOf(value);
    if (own !== -1) {
      inFlight.current = inFlight.current.slice(own + 1);
      return;
    }
    if (value === editorHtml(editor)) return;
    inFlight.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The editable area is the field: named by the label, described by the help and the error.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': shownError ? `${helpId} ${errorId}` : helpId,
          ...(shownError ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, helpId, errorId, shownError]);

  const pickImage =
    onPickImage && live
      ? async () => {
          const image = await onPickImage();
          if (!image) return;
          if (!isMediaLibraryImageSrc(image.src)) {
            setImageError(richTextMessages.imageNotInLibrary);
            return;
          }
          setImageError(undefined);
          live.chain().focus().setImage(image).run();
        }
      : undefined;

  // Ctrl/Cmd+K opens the link dialog; Alt+F10 moves to the toolbar (as in most editors).
  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (live) takeSelectionOnScreen(live);
      setLinkDialogOpen(true);
    } else if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      focusToolbar(toolbarRef.current);
    }
  };

  return (
    <FieldWrapper data-field={name} onFocus={toolbar.onFocus}>
      <FieldLabel id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </FieldLabel>
      {live && toolbar.shown && (
        <Toolbar
          editor={live}
          label={label}
          containerRef={toolbarRef}
          handlers={{ openLinkDialog: () => setLinkDialogOpen(true), pickImage }}
        />
      )}
      <EditableArea $invalid={Boolean(shownError)} onKeyDown={onEditorKeyDown}>
        <EditorHost initialContent={initialContent} onHtml={onHtml} onReady={setEditor} />
      </EditableArea>
      <HelpText id={helpId}>Alt+F10 moves to the toolbar. Ctrl+B bold, Ctrl+I italic, Ctrl+K link.</HelpText>
      {shownError && <ErrorText id={errorId}>{shownError}</ErrorText>}
      {linkDialogOpen && live && <EditorLinkDialog editor={live} onClose={() => setLinkDialogOpen(false)} />}
    </FieldWrapper>
  );
}

/** The link dialog for the editor's selection: a new link, or the one under the caret. */
function EditorLinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [currentHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const apply = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return <LinkDialog initialHref={currentHref} onApply={apply} onRemove={currentHref ? remove : undefined} onClose={onClose} />;
}
