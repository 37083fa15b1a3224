export { UploadWidget, type UploadWidgetProps } from './UploadWidget';
export type { UploadedMedia } from './media';
