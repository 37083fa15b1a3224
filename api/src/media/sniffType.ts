// The upload's type, from its bytes alone (file-type reads the magic numbers and, for Office and
// OpenDocument files, the zip's entries): a name or Content-Type header decides nothing.
import { fileTypeFromFile } from 'file-type';
import { allowedType, type AllowedType } from './allowedTypes';

export async function sniffAllowedType(path: string): Promise<AllowedType | undefined> {
  const sniffed = await fileTypeFromFile(path).catch(() => undefined);
  return allowedType(sniffed?.mime);
}
