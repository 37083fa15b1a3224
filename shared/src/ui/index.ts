// The UI kit every section renders with. Test helpers live in @school/shared/testing
// (shared/src/testing), outside this entry, so no test library reaches a production bundle; the
// admin screens' table and dialog live in @school/shared/admin-ui (./adminUi.ts), so no public
// page downloads them.
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { focusRing } from './focusRing';
export { spreadRow, wrapRow } from './rows';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { onBarButton } from './barButton';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { suspended } from './suspended';
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { FormField, type FormFieldProps } from './FormField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SiteSearchForm } from './SiteSearchForm';
export { PageTitleContext, usePageTitle } from './pageTitle';
