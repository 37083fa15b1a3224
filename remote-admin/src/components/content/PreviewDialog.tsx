// "Preview": the item as a visitor will read it, before it is published. The body is the editor's
// HTML before the API's sanitizer has seen it, so it is drawn in a sandboxed frame that runs no
// script and submits no form. It keeps the admin's origin (`allow-same-origin`) only so that its
// photos load with the editor's session: a draft's files are not public yet.
import { AdminDialog } from '@school/shared/admin-ui';
import { previewDocument, type PreviewContent } from './previewDocument';

export function PreviewDialog({ content, onClose }: { content: PreviewContent | null; onClose: () => void }) {
  return (
    <AdminDialog open={content !== null} title="Preview" onClose={onClose} closeLabel="Close preview">
      {content && (
        // In the tab order: once it has the focus, the arrow keys and Page Down scroll a long preview.
        <iframe
          title={`Preview of ${content.title}`}
          sandbox="allow-same-origin"
          tabIndex={0}
          srcDoc={previewDocument(content)}
          style={{ width: '100%', minHeight: '60vh', border: 0 }}
        />
      )}
    </AdminDialog>
  );
}
