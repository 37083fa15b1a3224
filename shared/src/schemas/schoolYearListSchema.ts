// GET /api/content/school-years: the school years the content items have (any status, the trash
// left out), newest first: what the admin lists' school-year filters offer beside the usual years.
import * as z from 'zod/mini';

export const schoolYearListSchema = z.array(z.string());
