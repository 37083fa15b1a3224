// How the API's document categories read in the admin, as choices of the documents' forms.
import { DOCUMENT_CATEGORIES } from '@school/shared/schemas';
import { documentCategoryLabels } from '@school/shared/messages/content-health';

export const categoryLabels = documentCategoryLabels;

export const categoryOptions = DOCUMENT_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] }));
