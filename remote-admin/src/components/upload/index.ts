export { UploadWidget, type UploadWidgetProps } from './UploadWidget';
