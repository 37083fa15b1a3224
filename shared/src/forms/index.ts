// @school/shared/forms: the form state every form uses (remote-auth, remote-admin, the public
// site's form pages), a Module Federation shared module of its own so /home never downloads it.
export { useSchemaForm, type BindField, type BoundField, type SchemaForm, type SchemaFormOptions } from './useSchemaForm';
