// The photo a row is about, beside its alt text: a phone names its photos IMG_1234.jpg, which says
// nothing of what to describe. The file itself until the library has it, then its thumbnail.
import { useCallback } from 'react';
import styled from 'styled-components';
import type { Media } from '@school/shared';
import { thumbnailOf } from '../media/MediaGrid';

const Thumbnail = styled.img`
  display: block;
  width: 6rem;
  height: 4.5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The chosen file's own picture, read as a data: address (the site's CSP admits data: images, not blob:). */
function LocalPicture({ file }: { file: File }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const reader = new FileReader();
      reader.onload = () => {
        if (typeof reader.result === 'string') img.src = reader.result;
      };
      reader.readAsDataURL(file);
      return () => reader.abort();
    },
    [file],
  );
  return <Thumbnail ref={show} alt="" />;
}

/** Decorative (alt=""): the row's legend names the file and its alt text field says what it shows. */
export function UploadPreview({ file, media }: { file: File; media?: Media }) {
  return media ? <Thumbnail src={thumbnailOf(media)} alt="" /> : <LocalPicture file={file} />;
}
