import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths';

/** The README and every page under docs/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : entry.endsWith('.md') ? [full] : [];
    });
  return [path.join(repoRoot, 'README.md'), ...walk(path.join(repoRoot, 'docs'))];
}

/** The text people read as links: code blocks and code spans hold examples, not links. */
const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** `[text](target)` and `![alt](target)`, with an optional title after the target. */
const linkTargets = (markdown: string) => [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsIn = (markdown: string) => new Set([...withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => anchorOf(match[1]!.replace(/`/g, ''))));

/** What is wrong with one relative link of `file`, or undefined when it leads somewhere. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:: not ours to check offline
  const [pathPart, anchor] = target.split('#') as [string, string | undefined];
  const destination = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
  if (!destination.startsWith(repoRoot)) return `${target} leaves the repository`;
  if (!existsSync(destination)) return `${target} does not exist`;
  if (anchor && destination.endsWith('.md') && !anchorsIn(readFileSync(destination, 'utf8')).has(anchor)) return `${target}: no heading #${anchor}`;
  return undefined;
}

describe('links in the README and docs/', () => {
  const files = markdownFiles();

  it('finds the README and the docs', () => {
    expect(files.map((file) => path.relative(repoRoot, file))).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/api.md']));
  });

  it.each(files.map((file) => [path.relative(repoRoot, file), file]))('every relative link of %s resolves', (_name, file) => {
    const broken = linkTargets(readFileSync(file, 'utf8'))
      .map((target) => brokenLink(file, target))
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('reads links as GitHub does, so a broken one is caught', () => {
    expect(linkTargets('see [ops](docs/operations.md#deploy) and ![shot](docs/home.png "Home"), not `[x](y)`')).toEqual(['docs/operations.md#deploy', 'docs/home.png']);
    expect(anchorOf('Secrets and params (production)')).toBe('secrets-and-params-production');
    const readme = path.join(repoRoot, 'README.md');
    expect(brokenLink(readme, 'docs/no-such-page.md')).toMatch(/does not exist/);
    expect(brokenLink(readme, 'docs/architecture.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink(readme, 'docs/architecture.md')).toBeUndefined();
  });
});
