// "Preview": the item as a visitor will read it, before it is published. The body is the editor's
// HTML before the API's sanitizer has seen it, so it is drawn in a sandboxed frame (no script, an
// origin of its own): whatever it holds cannot run in the admin's origin.
import { AdminDialog } from '../AdminDialog';
import { previewDocument, type PreviewContent } from './previewDocument';

export function PreviewDialog({ content, onClose }: { content: PreviewContent | null; onClose: () => void }) {
  return (
    <AdminDialog open={content !== null} title="Preview" onClose={onClose} closeLabel="Close preview">
      {content && <iframe title={`Preview of ${content.title}`} sandbox="" srcDoc={previewDocument(content)} style={{ width: '100%', minHeight: '60vh', border: 0 }} />}
    </AdminDialog>
  );
}
