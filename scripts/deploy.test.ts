import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { functionsManifest, hookProblems, indexesProblems, rulesProblems } from './lib/deploy-plan';
import { repoRoot } from './lib/paths';

const run = promisify(execFile);

describe('npm run deploy -- --project demo-recell --dry-run', () => {
  it('builds what changed, finds the build and the configuration complete, and lists every target and function', async () => {
    const { stdout } = await run('npm', ['run', 'deploy', '--', '--project', 'demo-recell', '--dry-run'], {
      cwd: repoRoot,
      // A build started from a test runner would otherwise inherit NODE_ENV=test.
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toContain('Deploy to demo-recell: storage, firestore, functions, hosting');
    expect(stdout).toMatch(/^ {2}storage +rules storage\.rules$/m);
    expect(stdout).toMatch(/^ {2}firestore +rules firestore\.rules; indexes firestore\.indexes\.json \(\d+ composite indexes/m);
    expect(stdout).toContain('firebase deploy --project demo-recell --only storage,firestore,functions,hosting');
    const { endpoints } = await functionsManifest(path.join(repoRoot, 'functions'));
    const functionsLine = stdout.split('\n').find((line) => line.trimStart().startsWith('functions '));
    for (const name of Object.keys(endpoints)) expect(functionsLine).toContain(`${name} (`);
    expect(Object.keys(endpoints)).toEqual(expect.arrayContaining(['api', 'pages']));
    expect(stdout).toMatch(/^ {2}hosting +web\/build\/client; rewrites .*\/api\/\*\* → api.*→ pages/m);
  }, 600_000);

  it('refuses a real project whose web configuration the build would not carry', async () => {
    const failure = await run('npm', ['run', 'deploy', '--', '--project', 'recell-example-prod', '--dry-run'], { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Not ready to deploy');
    expect(failure?.stderr).toContain('VITE_FIREBASE_PROJECT_ID');
  }, 600_000);
});

describe('the completeness checks a deploy runs first', () => {
  it('accepts the repository\'s rules and indexes, and refuses broken ones', () => {
    expect(rulesProblems(readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8'), 'cloud.firestore')).toEqual([]);
    expect(rulesProblems(readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8'), 'firebase.storage')).toEqual([]);
    const good = "rules_version = '2';\nservice cloud.firestore {\n  match /x/{id} { allow read: if true; } // a comment with a }\n}\n";
    expect(rulesProblems(good, 'cloud.firestore')).toEqual([]);
    expect(rulesProblems(good.replace(/\}\n$/, ''), 'cloud.firestore')).toEqual(['1 unclosed {']);
    expect(rulesProblems(good, 'firebase.storage')).toEqual(['it declares no `service firebase.storage`']);
    expect(rulesProblems(good.replace("rules_version = '2';", ''), 'cloud.firestore')).toEqual(["it does not start with rules_version = '2';"]);

    const indexes = indexesProblems(readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8'));
    expect(indexes.problems).toEqual([]);
    expect(indexes.indexes).toBeGreaterThan(0);
    expect(indexesProblems('{"indexes": [').problems[0]).toMatch(/not JSON/);
    expect(indexesProblems('{"indexes": [{"collectionGroup": "products", "fields": []}]}').problems).toEqual([
      'index 0 lacks a collectionGroup, a queryScope or well-formed fields',
    ]);
  });

  it('refuses a predeploy hook that runs a script its package does not have', () => {
    const functionsDir = path.join(repoRoot, 'functions');
    expect(hookProblems(['npm --prefix "$RESOURCE_DIR" run build'], functionsDir)).toEqual([]);
    expect(hookProblems(['npm --prefix "$RESOURCE_DIR" run no-such-script'], functionsDir)[0]).toMatch(/functions\/package.json does not have/);
  });
});
