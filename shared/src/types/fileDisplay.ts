// Which stored files a browser shows itself: a PDF or an image is served inline and its link opens
// it in a new tab; any other document (an office file) is served as a download, and its link says
// so. The API's Content-Disposition and the public pages' links read this one rule.
export const opensInBrowser = (mimeType: string): boolean => mimeType === 'application/pdf' || mimeType.startsWith('image/');
