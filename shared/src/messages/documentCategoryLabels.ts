// How the API's document categories read in the admin (the documents screen, the health list).
import type { DocumentCategory } from '../schemas/documentSchema';

export const documentCategoryLabels: Record<DocumentCategory, string> = {
  regulations: 'Regulations',
  'budget-and-execution': 'Budget and its execution',
  procurement: 'Procurement',
  'asset-and-interest-declarations': 'Asset and interest declarations',
  'salary-rights': 'Salary rights',
  'annual-report': 'Annual report',
  'programmes-and-strategies': 'Programmes and strategies (PDI)',
  'request-form': 'Request form',
  staffing: 'Staffing',
  scholarships: 'Scholarships',
  enrolment: 'Enrolment',
  projects: 'Projects',
  announcements: 'Announcements',
  other: 'Other',
};
