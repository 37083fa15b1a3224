// The shapes of the public content. Each is shaped like the database table it will become when a
// later issue moves the content behind the API: rows with a stable id, relations by id.

/** A document we serve (a PDF emitted by the build). `group` is the id of its DocumentGroup. */
export interface DocumentItem {
  id: string;
  title: string;
  href: string;
  group?: string;
}

/** A heading under which documents are listed, in the order given. */
export interface DocumentGroup {
  id: string;
  title: string;
}

/** One picture in two widths (WebP). */
export interface Photo {
  id: string;
  alt: string;
  /** The large file, used as `src` and by the photo viewer. */
  src: string;
  /** `src` candidates with their widths, e.g. "a.webp 480w, b.webp 960w". */
  srcSet: string;
  width: number;
  height: number;
}

export interface Gallery {
  id: string;
  title: string;
  images: Photo[];
}

export interface NewsPost {
  id: string;
  place: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  /** Paragraphs of plain text. */
  body: string[];
  images: Photo[];
}

/** A row of a schedule or calendar table: what happens and when. */
export interface ScheduleRow {
  id: string;
  period: string;
  label: string;
}

/** A page's documents: the groups (in order) and the documents of each. */
export interface DocumentCollection {
  id: string;
  /** Which page lists it, as the PDF generator and a future admin screen name it. */
  title: string;
  groups: DocumentGroup[];
  documents: DocumentItem[];
}

/** A dated part of an activities page: its text, an optional list of daily themes, its photos. */
export interface ActivitySection {
  id: string;
  title: string;
  paragraphs: string[];
  days?: { id: string; day: string; theme: string }[];
  gallery: Gallery;
}
