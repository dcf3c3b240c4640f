import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, seedDir } from './lib/paths';

const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
const readme = read('README.md');

/** The rows of the README's table under `### <heading>`, as arrays of cells (code marks removed). */
function tableUnder(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^#{2,3} /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`The README has no "${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header row and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

interface SeedAccount {
  password: string;
  role: string;
  user: { email: string };
}

describe("the README's seed accounts", () => {
  const seed = JSON.parse(readFileSync(path.join(seedDir, 'accounts.json'), 'utf8')) as SeedAccount[];
  const rows = tableUnder(readme, 'Seed accounts');

  it('lists every account of the seed, once, with the role the start banner shows', () => {
    expect(rows.map(([email, role]) => `${email} ${role}`).sort()).toEqual(seed.map((account) => `${account.user.email} ${account.role}`).sort());
  });

  it('gives the password every seed account has', () => {
    const passwords = new Set(seed.map((account) => account.password));
    expect(passwords.size).toBe(1);
    expect(readme).toContain(`All use the password \`${[...passwords][0]}\``);
  });
});

describe('Node versions, each stated once', () => {
  const rootPackage = JSON.parse(read('package.json')) as { engines?: { node?: string } };
  const functionsPackage = JSON.parse(read('functions/package.json')) as { engines?: unknown };
  const firebase = JSON.parse(read('firebase.json')) as { functions: { runtime?: string }[] };
  const localMinimum = read('.nvmrc').trim();
  const deployed = /^nodejs(\d+)$/.exec(firebase.functions[0]?.runtime ?? '')?.[1];

  it("holds the local tools' minimum in .nvmrc and the root engines alike", () => {
    expect(localMinimum).toMatch(/^\d+\.\d+$/);
    expect(rootPackage.engines?.node).toBe(`>=${localMinimum}`);
  });

  it("holds the deployed runtime in firebase.json alone, so the functions' package pins no version the local tools lack", () => {
    expect(deployed).toBeDefined();
    expect(Number(deployed)).toBeGreaterThanOrEqual(Number(localMinimum.split('.')[0]));
    expect(functionsPackage.engines).toBeUndefined();
  });

  it('names both in the README as they are configured', () => {
    expect(readme).toContain(`Node ${localMinimum} or later`);
    expect(readme).toContain(`Node ${deployed} (\`"runtime": "nodejs${deployed}"\``);
  });
});
