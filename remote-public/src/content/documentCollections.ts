// Every document collection of the public pages, for the PDF generator and the content tests.
// Pages import their own collection directly (so each page's chunk carries only its own rows).
import { enrolmentDocuments } from './enrolment';
import { equalChancesDocuments } from './equalChancesProject';
import { profDocuments } from './profProject';
import { scholarshipDocuments } from './scholarships';
import { schoolDocuments } from './schoolDocuments';
import { staffingDocuments } from './staffing';
import { teachersAwardDocuments } from './teachersAward';
import type { DocumentCollection } from './types';

export const documentCollections: DocumentCollection[] = [
  staffingDocuments,
  schoolDocuments,
  scholarshipDocuments,
  enrolmentDocuments,
  equalChancesDocuments,
  profDocuments,
  teachersAwardDocuments,
];
