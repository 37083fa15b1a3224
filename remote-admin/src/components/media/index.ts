export { MediaPickerDialog, type MediaPickerDialogProps } from './MediaPickerDialog';
export { missingAlt, thumbnailOf } from './MediaGrid';
