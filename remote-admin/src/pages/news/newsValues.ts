// A news post as the editor holds it, and what the API's schema judges from it. Status and
// publish time come from the button pressed (Save draft, Publish now, Schedule, Unpublish).
import type { NewsPost } from '@school/shared';
import { localTime } from '../../components/content/localTime';
import { photoFromItem, toPhotoInput, type PhotoValue } from '../../components/content/photoValues';

export interface NewsValues {
  title: string;
  place: string;
  date: string;
  schoolYear: string;
  body: string;
  /** A datetime-local value ('2026-12-01T08:00'), for Schedule. */
  publishAt: string;
  coverImage: PhotoValue | null;
  images: PhotoValue[];
}

export const emptyNews = (today = new Date()): NewsValues => ({
  title: '',
  place: '',
  date: today.toISOString().slice(0, 10),
  schoolYear: '',
  body: '',
  publishAt: '',
  coverImage: null,
  images: [],
});

export const newsToValues = (post: NewsPost): NewsValues => ({
  title: post.title,
  place: post.place,
  date: post.date,
  schoolYear: post.schoolYear,
  body: post.body,
  publishAt: localTime(post.publishAt),
  coverImage: post.coverImage ? photoFromItem(post.coverImage) : null,
  images: post.images.map(photoFromItem),
});

/** What the schema judges: the post as a draft (the chosen status is added on sending). */
export const newsToInput = ({ title, place, date, schoolYear, body, coverImage, images }: NewsValues) => ({
  title,
  place,
  date,
  schoolYear: schoolYear || null,
  body,
  coverImage: coverImage ? toPhotoInput(coverImage) : null,
  images: images.map(toPhotoInput),
});
