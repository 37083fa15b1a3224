// @school/shared/forms: the form state every form uses (remote-auth, remote-admin), a Module
// Federation shared module of its own so public pages never download it.
export { useSchemaForm, type BindField, type BoundField, type SchemaFormOptions } from './useSchemaForm';
