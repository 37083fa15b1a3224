// The audited fields every content kind shares: its status and publish time.
import { contentStatusLabels } from '@school/shared/types';
import { enumOf, time } from './auditFields';

export const lifecycleAudit = { status: enumOf('status', contentStatusLabels), publishAt: time('publish time') };
