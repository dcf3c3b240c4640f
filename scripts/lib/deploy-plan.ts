import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths';

/**
 * What `npm run deploy` ships and whether it is complete, read from firebase.json, the files it
 * names, the build and the functions' own manifest (the one firebase-tools reads to deploy them),
 * all without the network.
 */

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string; region?: string };
}

interface FirebaseJson {
  hosting?: { public: string; rewrites?: Rewrite[]; predeploy?: string[] };
  functions?: { source: string; runtime?: string; codebase?: string; predeploy?: string[] }[];
  firestore?: { rules: string; indexes: string; predeploy?: string[] };
  storage?: { rules: string; predeploy?: string[] };
}

interface Endpoint {
  region?: string[];
  httpsTrigger?: object;
  scheduleTrigger?: { schedule: string };
  taskQueueTrigger?: object;
  eventTrigger?: { eventType: string };
  blockingTrigger?: { eventType: string };
  secretEnvironmentVariables?: { key: string }[];
}

interface Manifest {
  endpoints: Record<string, Endpoint>;
  params?: { type: string; name: string; default?: unknown }[];
}

/** The deploy targets in the order firebase-tools deploys them. */
export const TARGET_ORDER = ['storage', 'firestore', 'functions', 'hosting'] as const;
export type Target = (typeof TARGET_ORDER)[number];

export interface DeployPlan {
  /** The targets firebase.json declares, in firebase-tools' order. */
  targets: Target[];
  /** One line per thing deployed, for people. */
  lines: string[];
  /** Secrets the functions read, which must be set in the project before their first deploy. */
  secrets: string[];
  /** What is missing or broken; the deploy must not start unless this is empty. */
  problems: string[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Checks the structure of a rules file without Firebase's compiler (which only its API runs): the
 * version line, the service it is for, and blocks, parentheses and brackets that close, outside
 * comments and strings. Firebase compiles the rules for real when they are deployed.
 */
export function rulesProblems(source: string, service: 'cloud.firestore' | 'firebase.storage'): string[] {
  const problems: string[] = [];
  const uncommented = source.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  if (!/^\s*rules_version\s*=\s*['"]2['"]\s*;/.test(uncommented)) problems.push("it does not start with rules_version = '2';");
  const code = uncommented.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, '""');
  if (!new RegExp(`service\\s+${service.replace('.', '\\.')}\\s*\\{`).test(code)) problems.push(`it declares no \`service ${service}\``);
  const closing: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: string[] = [];
  for (const character of code) {
    if ('([{'.includes(character)) open.push(character);
    else if (character in closing && open.pop() !== closing[character]) {
      problems.push(`an unmatched ${character}`);
      return problems;
    }
  }
  if (open.length) problems.push(`${open.length} unclosed ${open.join(' ')}`);
  return problems;
}

/** Checks the shape firebase-tools expects of firestore.indexes.json; answers the problems and the counts. */
export function indexesProblems(source: string): { problems: string[]; indexes: number; fieldOverrides: number } {
  let parsed: { indexes?: unknown; fieldOverrides?: unknown };
  try {
    parsed = JSON.parse(source) as typeof parsed;
  } catch (error) {
    return { problems: [`it is not JSON: ${(error as Error).message}`], indexes: 0, fieldOverrides: 0 };
  }
  const problems: string[] = [];
  const indexes = Array.isArray(parsed.indexes) ? (parsed.indexes as Record<string, unknown>[]) : [];
  if (!Array.isArray(parsed.indexes)) problems.push('it has no `indexes` array');
  indexes.forEach((index, position) => {
    const fields = index.fields as { fieldPath?: unknown; order?: unknown; arrayConfig?: unknown }[] | undefined;
    const whole =
      typeof index.collectionGroup === 'string' &&
      (index.queryScope === 'COLLECTION' || index.queryScope === 'COLLECTION_GROUP') &&
      Array.isArray(fields) &&
      fields.length > 0 &&
      fields.every((field) => typeof field.fieldPath === 'string' && (field.order === 'ASCENDING' || field.order === 'DESCENDING' || field.arrayConfig === 'CONTAINS'));
    if (!whole) problems.push(`index ${position} lacks a collectionGroup, a queryScope or well-formed fields`);
  });
  const fieldOverrides = parsed.fieldOverrides === undefined ? [] : parsed.fieldOverrides;
  if (!Array.isArray(fieldOverrides)) problems.push('`fieldOverrides` is not an array');
  return { problems, indexes: indexes.length, fieldOverrides: Array.isArray(fieldOverrides) ? fieldOverrides.length : 0 };
}

/** `npm --prefix "$RESOURCE_DIR/../web" run build` in the functions' hooks: the npm scripts a hook runs must exist. */
export function hookProblems(hooks: string[], resourceDir: string): string[] {
  return hooks.flatMap((hook) => {
    const match = /^npm --prefix "([^"]+)" run ([\w:-]+)$/.exec(hook);
    if (!match) return [`the hook \`${hook}\` is not of the form npm --prefix "<dir>" run <script>`];
    const dir = path.resolve(match[1]!.replace('$RESOURCE_DIR', resourceDir).replace('$PROJECT_DIR', repoRoot));
    const scripts = existsSync(path.join(dir, 'package.json')) ? (readJson<{ scripts?: Record<string, string> }>(path.join(dir, 'package.json')).scripts ?? {}) : {};
    return match[2]! in scripts ? [] : [`the hook \`${hook}\` runs a script that ${path.relative(repoRoot, dir) || '.'}/package.json does not have`];
  });
}

/** The functions' deploy manifest, as firebase-tools discovers it: firebase-functions loads the built code and writes it. */
export async function functionsManifest(functionsDir: string): Promise<Manifest> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'recell-manifest-'));
  try {
    const output = path.join(workDir, 'manifest.json');
    const bin = path.join(repoRoot, 'node_modules/firebase-functions/lib/bin/firebase-functions.js');
    await promisify(execFile)(process.execPath, [bin, functionsDir], { cwd: functionsDir, env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: output } });
    return readJson<Manifest>(output);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Values set for non-secret params, by the files firebase-tools reads at deploy (functions/.env, .env.<project>). */
function paramValues(functionsDir: string, projectId: string): Set<string> {
  const names = new Set<string>();
  for (const file of ['.env', `.env.${projectId}`]) {
    const full = path.join(functionsDir, file);
    if (!existsSync(full)) continue;
    for (const line of readFileSync(full, 'utf8').split('\n')) {
      const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

const triggerOf = (endpoint: Endpoint): string | undefined =>
  endpoint.httpsTrigger
    ? 'https'
    : endpoint.scheduleTrigger
      ? `schedule "${endpoint.scheduleTrigger.schedule}"`
      : endpoint.taskQueueTrigger
        ? 'task queue'
        : endpoint.eventTrigger
          ? `event ${endpoint.eventTrigger.eventType}`
          : endpoint.blockingTrigger
            ? `blocking ${endpoint.blockingTrigger.eventType}`
            : undefined;

/**
 * Reads firebase.json and everything it names. Call after the build: the functions' manifest comes
 * from their built code, and Hosting's rewrites from the web build.
 */
export async function planDeploy(projectId: string, root = repoRoot): Promise<DeployPlan> {
  const problems: string[] = [];
  const lines: string[] = [];
  const secrets = new Set<string>();
  const file = (relative: string) => path.join(root, relative);
  const config = readJson<FirebaseJson>(file('firebase.json'));
  const targets = TARGET_ORDER.filter((target) => config[target] !== undefined);
  for (const target of TARGET_ORDER) if (!config[target]) problems.push(`firebase.json declares no ${target}`);

  if (config.storage) {
    const rules = file(config.storage.rules);
    if (!existsSync(rules)) problems.push(`storage: ${config.storage.rules} does not exist`);
    else problems.push(...rulesProblems(readFileSync(rules, 'utf8'), 'firebase.storage').map((problem) => `storage: ${config.storage!.rules}: ${problem}`));
    lines.push(`storage    rules ${config.storage.rules}`);
  }

  if (config.firestore) {
    const { rules, indexes } = config.firestore;
    if (!existsSync(file(rules))) problems.push(`firestore: ${rules} does not exist`);
    else problems.push(...rulesProblems(readFileSync(file(rules), 'utf8'), 'cloud.firestore').map((problem) => `firestore: ${rules}: ${problem}`));
    if (!existsSync(file(indexes))) problems.push(`firestore: ${indexes} does not exist`);
    else {
      const checked = indexesProblems(readFileSync(file(indexes), 'utf8'));
      problems.push(...checked.problems.map((problem) => `firestore: ${indexes}: ${problem}`));
      lines.push(`firestore  rules ${rules}; indexes ${indexes} (${checked.indexes} composite indexes, ${checked.fieldOverrides} field overrides)`);
    }
  }

  const httpsFunctions = new Map<string, string[]>();
  for (const codebase of config.functions ?? []) {
    const source = file(codebase.source);
    const packageJson = path.join(source, 'package.json');
    if (!existsSync(packageJson)) {
      problems.push(`functions: ${codebase.source}/package.json does not exist`);
      continue;
    }
    const { main, engines } = readJson<{ main?: string; engines?: { node?: string } }>(packageJson);
    if (!codebase.runtime) problems.push(`functions: firebase.json names no runtime for ${codebase.source} (e.g. "runtime": "nodejs22")`);
    if (engines?.node) problems.push(`functions: ${codebase.source}/package.json pins engines.node ${engines.node}; the runtime is firebase.json's alone`);
    problems.push(...hookProblems(codebase.predeploy ?? [], source).map((problem) => `functions: ${problem}`));
    if (!main || !existsSync(path.join(source, main))) {
      problems.push(`functions: the build is missing: ${codebase.source}/${main ?? '(no "main")'} does not exist`);
      continue;
    }
    let manifest: Manifest;
    try {
      manifest = await functionsManifest(source);
    } catch (error) {
      problems.push(`functions: the built code does not load: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
      continue;
    }
    const described = Object.entries(manifest.endpoints).map(([name, endpoint]) => {
      const trigger = triggerOf(endpoint);
      if (!trigger) problems.push(`functions: ${name} has no trigger`);
      if (!endpoint.region?.length) problems.push(`functions: ${name} has no region`);
      if (endpoint.httpsTrigger) httpsFunctions.set(name, endpoint.region ?? []);
      const keys = (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key);
      keys.forEach((key) => secrets.add(key));
      return `${name} (${trigger}, ${endpoint.region?.join(', ')}${keys.length ? `; secrets ${keys.join(', ')}` : ''})`;
    });
    const values = paramValues(source, projectId);
    for (const param of manifest.params ?? []) {
      if (param.type === 'secret') secrets.add(param.name);
      else if (param.default === undefined && !values.has(param.name)) {
        problems.push(`functions: the param ${param.name} has no default and no value in ${codebase.source}/.env or .env.${projectId}`);
      }
    }
    lines.push(`functions  ${codebase.source} on ${codebase.runtime}: ${described.join(', ')}`);
  }

  if (config.hosting) {
    const publicDir = file(config.hosting.public);
    problems.push(...hookProblems(config.hosting.predeploy ?? [], publicDir).map((problem) => `hosting: ${problem}`));
    if (!existsSync(publicDir)) problems.push(`hosting: the build is missing: ${config.hosting.public} does not exist`);
    const rewrites = (config.hosting.rewrites ?? []).map((rewrite) => {
      if (rewrite.function) {
        const { functionId, region = 'us-central1' } = rewrite.function;
        const regions = httpsFunctions.get(functionId);
        if (!regions) problems.push(`hosting: ${rewrite.source} is rewritten to the function ${functionId}, which no functions codebase exports as an HTTPS function`);
        else if (!regions.includes(region)) problems.push(`hosting: ${rewrite.source} is rewritten to ${functionId} in ${region}, where it is not deployed (${regions.join(', ')})`);
        return `${rewrite.source} → ${functionId}`;
      }
      if (rewrite.destination && !existsSync(path.join(publicDir, rewrite.destination))) {
        problems.push(`hosting: ${rewrite.source} is rewritten to ${rewrite.destination}, which ${config.hosting!.public} does not hold`);
      }
      return `${rewrite.source} → ${rewrite.destination}`;
    });
    lines.push(`hosting    ${config.hosting.public}; rewrites ${rewrites.join(', ')}`);
  }

  return { targets, lines, secrets: [...secrets].sort(), problems };
}
