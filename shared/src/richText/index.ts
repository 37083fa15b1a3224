// @school/shared/rich-text: the rich-text policy and the editor's messages, for the admin's
// editor. The API's sanitizer is @school/shared/rich-text/server (sanitizeRichText.ts).
export * from './policy';
export { richTextMessages } from '../messages/richTextMessages';
