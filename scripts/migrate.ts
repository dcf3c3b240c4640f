/**
 * `npm run migrate`: applies pending data migrations (scripts/migrations/) to one Firestore.
 *   (no flag)          the local stack's Firestore (FIRESTORE_EMULATOR_HOST, or 127.0.0.1:8080 while `npm start` runs)
 *   --project <id>     a real Firebase project, with application-default credentials
 *                      (`gcloud auth application-default login`); FIRESTORE_EMULATOR_HOST must be unset
 * Applied migrations are recorded in migrations/{id}; running it again applies nothing.
 */
import { parseArgs } from 'node:util';
import { PROJECT_ID } from './lib/paths';
import { isPortFree } from './lib/ports';
import { PORTS } from './lib/stack';

const say = (line: string) => console.log(`[migrate] ${line}`);
const fail = (line: string): never => {
  console.error(`[migrate] ${line}`);
  process.exit(1);
};

const { values: flags } = parseArgs({ options: { project: { type: 'string' } } });

if (flags.project) {
  if (process.env.FIRESTORE_EMULATOR_HOST) fail('--project migrates a real project: unset FIRESTORE_EMULATOR_HOST first.');
  Object.assign(process.env, { GOOGLE_CLOUD_PROJECT: flags.project, GCLOUD_PROJECT: flags.project });
  say(`target: Firestore of the project ${flags.project} (application-default credentials)`);
} else {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    if (await isPortFree(PORTS.firestore)) {
      fail(`no local Firestore on 127.0.0.1:${PORTS.firestore}. Start the stack (npm start migrates saved data by itself), or pass --project <id>.`);
    }
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
  }
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  say(`target: local Firestore at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${process.env.GCLOUD_PROJECT})`);
}

const { db } = await import('./lib/firebase-admin');
const { runPendingMigrations } = await import('./migrations/runner');
const applied = await runPendingMigrations(db(), { log: say }).catch((error: unknown) =>
  fail(`failed: ${error instanceof Error ? error.message : String(error)}`),
);
say(applied.length === 0 ? 'nothing to do: every migration is applied.' : `applied ${applied.map((record) => record.id).join(', ')}.`);
process.exit(0);
