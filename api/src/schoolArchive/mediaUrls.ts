// Every media file a text names (rich text's <img src>, a page's sections, a logo) is named by its
// address in the media library, `/api/media/files/{storage key}`; an import stores the file under
// the target's key, and each text then names the new key.
import { MEDIA_LIBRARY_FILES_PATH } from '@school/shared/rich-text';

// The path is letters and slashes: nothing in it a pattern reads otherwise.
const mediaUrl = new RegExp(`${MEDIA_LIBRARY_FILES_PATH}([a-z0-9][a-z0-9-]{0,200}\\.[a-z0-9]{2,5})(?![a-z0-9])`, 'g');

/** The text with each address of a file in `keys` turned to its new key; every other address as it was. */
export function rewriteMediaUrls(text: string, keys: ReadonlyMap<string, string>): string {
  return text.replace(mediaUrl, (url: string, key: string) => {
    const moved = keys.get(key);
    return moved === undefined ? url : `${MEDIA_LIBRARY_FILES_PATH}${moved}`;
  });
}
