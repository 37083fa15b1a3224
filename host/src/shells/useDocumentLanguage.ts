import { useEffect } from 'react';

/** `<html lang>` follows the shell: ro on the public site, en in the admin area. */
export function useDocumentLanguage(lang: 'ro' | 'en'): void {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
