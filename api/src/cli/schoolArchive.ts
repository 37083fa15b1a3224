// Entry point of `npm run school:export` (`export …`) and `npm run school:import` (`import …`); the
// work is in schoolArchiveCommands.ts so tests can call it.
import { defaultDatabaseUrl } from '../config';
import { loadMediaConfig } from '../media/mediaConfig';
import { runSchoolExport, runSchoolImport } from './schoolArchiveCommands';

// npm runs a workspace's script in its folder: relative paths (--out, --file, DATABASE_URL's and
// MEDIA_DIR's defaults) are the operator's, from where npm was started.
process.chdir(process.env.INIT_CWD ?? process.cwd());

const [command, ...args] = process.argv.slice(2);

(command === 'import' ? runSchoolImport : runSchoolExport)(args, {
  databaseUrl: process.env.DATABASE_URL || defaultDatabaseUrl,
  media: loadMediaConfig(process.env),
  print: (line) => process.stdout.write(`${line}\n`),
  now: Date.now,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
