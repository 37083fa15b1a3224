// "Preview": the item as a visitor will read it, before it is published. The body is the editor's
// HTML before the API's sanitizer has seen it, so it is drawn in a sandboxed frame (no script, an
// origin of its own): whatever it holds cannot run in the admin's origin.
import { AdminDialog } from '../AdminDialog';

export interface PreviewContent {
  title: string;
  /** A line under the title: place and date. */
  meta: string;
  body: string;
  images: { url: string; alt: string }[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The preview's document: the public article's parts in the site's plain article style. */
export function previewDocument({ title, meta, body, images }: PreviewContent): string {
  const photos = images.map((image) => `<img src="${escape(image.url)}" alt="${escape(image.alt)}">`).join('');
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem;color:#1a1a1a}
img{max-width:100%;height:auto;display:block;margin:.5rem 0}
.meta{color:#555}
</style></head><body><article><h1>${escape(title)}</h1><p class="meta">${escape(meta)}</p>${body}${photos}</article></body></html>`;
}

export function PreviewDialog({ content, onClose }: { content: PreviewContent | null; onClose: () => void }) {
  return (
    <AdminDialog open={content !== null} title="Preview" onClose={onClose} closeLabel="Close preview">
      {content && <iframe title={`Preview of ${content.title}`} sandbox="" srcDoc={previewDocument(content)} style={{ width: '100%', minHeight: '60vh', border: 0 }} />}
    </AdminDialog>
  );
}
