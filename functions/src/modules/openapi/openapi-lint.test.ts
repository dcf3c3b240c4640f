import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.document';

const run = promisify(execFile);
const redoclyCli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const apiDoc = path.resolve(__dirname, '../../../../docs/api.md');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'recell-openapi-lint-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * Redocly's CLI with its recommended rules, offline: no usage data sent (REDOCLY_TELEMETRY), no
 * update check shown (REDOCLY_SUPPRESS_NOTIFICATIONS), and nothing the document refers to is remote.
 */
async function lint(document: unknown, name: string): Promise<Problem[]> {
  const file = path.join(workDir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };
  // The CLI exits 1 when it finds an error; its JSON report is on stdout either way.
  const { stdout } = await run(process.execPath, [redoclyCli, 'lint', '--extends=recommended', '--format=json', file], { env, cwd: workDir }).catch(
    (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

/** `Found two ambiguous paths: `/a/{x}` and `/{y}/b`.` → the pair. */
const ambiguousPair = (message: string) => [...message.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it('has no error, and no warning but the ambiguous paths that the marketplace spec itself has, each explained in docs/api.md', async () => {
    const problems = await lint(buildOpenApiDocument(), 'recell');
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(problems.filter((problem) => problem.ruleId !== 'no-ambiguous-paths')).toEqual([]);
    const explained = readFileSync(apiDoc, 'utf8');
    for (const problem of problems) {
      for (const ambiguous of ambiguousPair(problem.message)) expect(explained, `docs/api.md should explain ${ambiguous}`).toContain(`\`${ambiguous}\``);
    }
  }, 60_000);

  it('is a linter that fails what it should: two path items that differ only in a parameter name are an error', async () => {
    const response = { 200: { description: 'ok' }, 404: { description: 'no' } };
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1', license: { name: 'MIT', identifier: 'MIT' } },
      servers: [{ url: 'https://example.test' }],
      security: [],
      tags: [{ name: 't', description: 't' }],
      paths: {
        '/users/admin/{email}': { get: { operationId: 'a', tags: ['t'], summary: 'a', parameters: [{ name: 'email', in: 'path', required: true, schema: { type: 'string' } }], responses: response } },
        '/users/admin/{id}': { put: { operationId: 'b', tags: ['t'], summary: 'b', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: response } },
      },
    };
    const problems = await lint(document, 'duplicate');
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.ruleId)).toContain('no-identical-paths');
  }, 60_000);
});
