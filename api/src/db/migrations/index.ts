// Migrations are imported, not read from disk, so the bundled server carries them.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as subjectNameKey from './0002_subject_name_key';
import * as onePrincipal from './0003_one_principal';
import * as addressLimits from './0004_address_limits';
import * as mediaAndAudit from './0005_media_and_audit';
import * as mediaProcessing from './0006_media_processing';
import * as content from './0007_content';
import * as messages from './0009_messages';
import * as userDisabled from './0008_user_disabled';
import * as schoolYearRollover from './0010_school_year_rollover';
import * as aboutUsSearch from './0011_about_us_search';
import * as events from './0012_events';
import * as schools from './0020_schools';
import * as mediaSchool from './0021_media_school';
import * as schoolRows from './0022_school_rows';
import * as schoolContext from './0023_school_context';
import * as schoolKeys from './0024_school_keys';
import * as schoolScope from './0025_school_scope';
import * as renderJobs from './0026_render_jobs';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_subject_name_key': subjectNameKey,
  '0003_one_principal': onePrincipal,
  '0004_address_limits': addressLimits,
  '0005_media_and_audit': mediaAndAudit,
  '0006_media_processing': mediaProcessing,
  '0007_content': content,
  '0009_messages': messages,
  '0008_user_disabled': userDisabled,
  '0010_school_year_rollover': schoolYearRollover,
  '0011_about_us_search': aboutUsSearch,
  '0012_events': events,
  '0020_schools': schools,
  '0021_media_school': mediaSchool,
  '0022_school_rows': schoolRows,
  '0023_school_context': schoolContext,
  '0024_school_keys': schoolKeys,
  '0025_school_scope': schoolScope,
  '0026_render_jobs': renderJobs,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
