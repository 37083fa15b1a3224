// Content-Disposition for a download: an ASCII fallback for old clients and the original name with
// its diacritics in filename* (RFC 5987/6266), e.g. `Regulament școlar.pdf`.
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
