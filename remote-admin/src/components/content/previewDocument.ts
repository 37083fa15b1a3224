// The HTML of a "Preview": a content item's parts (a news post's body and photos, a page's
// sections) in the site's plain article style. The texts typed in the form are escaped; the rich
// text is the editor's HTML as it is, which is why the dialog draws it in a sandboxed frame.

export interface PreviewImage {
  url: string;
  /** '' for a decorative photo, as the public site writes it. */
  alt: string;
}

/** One part of the item, drawn in this order: heading, rich text, documents, photos, note. */
export interface PreviewPart {
  /** A section's title (h2); none for an untitled part or one sharing the previous part's title. */
  heading?: string;
  html?: string;
  /** A document list: each title, a link when its address is known. */
  documents?: { title: string; href: string | null }[];
  photos?: PreviewImage[];
  /** What the public site says in place of an empty part. */
  note?: string;
}

export interface PreviewContent {
  title: string;
  /** A line under the title (a news post's place and date). */
  meta?: string;
  parts: PreviewPart[];
}

/** Photos as their editor holds them, as the public site shows them: one taken down (no file left) is left out. */
export const previewPhotos = (photos: readonly { thumbnail: string; alt: string; decorative: boolean }[]): PreviewImage[] =>
  photos.filter((photo) => photo.thumbnail !== '').map((photo) => ({ url: photo.thumbnail, alt: photo.decorative ? '' : photo.alt }));

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const documentItem = ({ title, href }: { title: string; href: string | null }) =>
  `<li>${href ? `<a href="${escape(href)}">${escape(title)}</a>` : escape(title)}</li>`;

const partHtml = ({ heading, html, documents, photos, note }: PreviewPart) =>
  [
    heading ? `<h2>${escape(heading)}</h2>` : '',
    html ?? '',
    documents?.length ? `<ul>${documents.map(documentItem).join('')}</ul>` : '',
    photos?.length ? `<ul class="photos">${photos.map((photo) => `<li><img src="${escape(photo.url)}" alt="${escape(photo.alt)}"></li>`).join('')}</ul>` : '',
    note ? `<p>${escape(note)}</p>` : '',
  ].join('');

/** The preview's whole document, for the frame's srcdoc. */
export function previewDocument({ title, meta, parts }: PreviewContent): string {
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:1rem;color:#1a1a1a}
img{max-width:100%;height:auto;display:block}
.meta{color:#555}
.photos{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:.5rem}
</style></head><body><article><h1>${escape(title)}</h1>${meta ? `<p class="meta">${escape(meta)}</p>` : ''}${parts.map(partHtml).join('')}</article></body></html>`;
}
