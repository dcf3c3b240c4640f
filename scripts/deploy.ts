import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build';
import { planDeploy } from './lib/deploy-plan';
import { firebaseBin, repoRoot } from './lib/paths';

/**
 * `npm run deploy -- --project <id>`: Hosting, every function, Firestore rules and indexes and
 * Storage rules, in one `firebase deploy` (whose predeploy hooks lint and build). Hosting and the
 * functions always go together: the `pages` function renders each page with its own copy of the
 * web's server build, which names the scripts and styles Hosting must serve.
 *
 * Before deploying it builds what changed and checks that the build and the configuration are
 * complete; `--dry-run` stops there, prints what a deploy would ship and needs no network.
 * Any other argument is passed to `firebase deploy` (e.g. `--force`).
 */
const argv = process.argv.slice(2);
const projectAt = argv.indexOf('--project');
const projectId = projectAt >= 0 ? argv[projectAt + 1] : undefined;
const dryRun = argv.includes('--dry-run');
const passThrough = argv.filter((argument, index) => argument !== '--dry-run' && index !== projectAt && index !== projectAt + 1);

if (!projectId || projectId.startsWith('-')) {
  console.error('Usage: npm run deploy -- --project <firebase-project-id> [--dry-run]');
  process.exit(2);
}

const log = (line: string) => console.log(`[deploy] ${line}`);

/** The `pages` function and Hosting must serve one build: the copy beside the function is web/build/server, made with web/build/client. */
function sameWebBuildProblems(): string[] {
  const server = path.join(repoRoot, 'web/build/server/index.js');
  const besideFunction = path.join(repoRoot, 'functions/lib/web/server/index.js');
  const client = path.join(repoRoot, 'web/build/client/.vite/manifest.json');
  if (![server, besideFunction, client].every(existsSync)) return ['the web build is missing (web/build/client, web/build/server or its copy in functions/lib/web/server)'];
  return readFileSync(server, 'utf8') === readFileSync(besideFunction, 'utf8') ? [] : ['functions/lib/web/server is not the server build of web/build: build again'];
}

/**
 * The web build embeds the Firebase web config of one project (Vite reads web/.env.production and
 * .env.production.local at build): deploying it to another would sign people in elsewhere.
 * `demo-` projects are the emulators' and use the defaults.
 */
function webConfigProblems(project: string): string[] {
  if (project.startsWith('demo-')) return [];
  const values = new Map<string, string>();
  for (const file of ['web/.env.production', 'web/.env.production.local']) {
    const full = path.join(repoRoot, file);
    if (!existsSync(full)) continue;
    for (const line of readFileSync(full, 'utf8').split('\n')) {
      const match = /^\s*(VITE_[A-Z_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) values.set(match[1]!, match[2]!);
    }
  }
  const problems = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID']
    .filter((name) => !values.get(name))
    .map((name) => `web/.env.production.local does not set ${name} (copy web/.env.example and fill it from the project's settings)`);
  if (values.get('VITE_FIREBASE_PROJECT_ID') !== project) problems.push(`web/.env.production.local sets VITE_FIREBASE_PROJECT_ID to ${values.get('VITE_FIREBASE_PROJECT_ID') ?? 'nothing'}, not ${project}`);
  if (values.get('VITE_AUTH_EMULATOR_HOST')) problems.push('web/.env.production.local sets VITE_AUTH_EMULATOR_HOST: the deployed app would sign in against an emulator');
  return problems;
}

async function main(): Promise<void> {
  // Before building: the build embeds this configuration.
  const configProblems = webConfigProblems(projectId!);
  // The checks read the build (the functions' manifest comes from their built code); a deploy's
  // predeploy hooks then lint and build again from clean, as plain `firebase deploy` does.
  log('building what changed (functions/lib, web/build)…');
  await buildIfStale({ web: true, log });
  const plan = await planDeploy(projectId!);
  const problems = [...configProblems, ...plan.problems, ...sameWebBuildProblems()];
  const command = ['deploy', '--project', projectId!, '--only', plan.targets.join(','), ...passThrough];

  console.log(`\nDeploy to ${projectId}: ${plan.targets.join(', ')}`);
  for (const line of plan.lines) console.log(`  ${line}`);
  if (plan.secrets.length) {
    console.log(`  secrets to set once per project: ${plan.secrets.map((name) => `firebase functions:secrets:set ${name}`).join('; ')}`);
  }
  if (problems.length) {
    console.error(`\nNot ready to deploy:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  if (dryRun) {
    console.log(`\nDry run: the build and the configuration are complete. A deploy would run:\n  firebase ${command.join(' ')}`);
    return;
  }
  log(`firebase ${command.join(' ')}`);
  const child = spawn(firebaseBin, command, { cwd: repoRoot, stdio: 'inherit' });
  child.once('exit', (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
