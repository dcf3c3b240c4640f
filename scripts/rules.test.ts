import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, seedDir } from './lib/paths';

/**
 * The rules cannot be evaluated locally (the local Firestore has no rules engine), so this reads
 * them: a rule grants a whole document, so only collections whose documents are public whole may
 * be readable by clients.
 */
const rules = readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8').replace(/\/\/[^\n]*/g, '');

/** The collections a `match /<collection>/{id} { allow read… : if true; }` opens to every client. */
const publiclyReadable = [...rules.matchAll(/match\s+\/([\w-]+)\/\{\w+\}\s*\{([^}]*)\}/g)]
  .filter(([, , body]) => /allow\s+[^:;]*\bread\b[^:;]*:\s*if\s+true\s*;/.test(body!))
  .map(([, collection]) => collection);

describe('firestore.rules', () => {
  it('lets clients read the categories and nothing else, and write nothing', () => {
    expect(publiclyReadable).toEqual(['categories']);
    expect(rules).not.toMatch(/allow\s+[^:;]*\b(write|create|update|delete)\b[^:;]*:\s*if\s+(?!false)/);
    expect(rules).toMatch(/match \/\{document=\*\*\}\s*\{\s*allow read, write: if false;\s*\}/);
  });

  it('keeps public only documents that hold no email address, phone number or key', () => {
    const categories = JSON.parse(readFileSync(path.join(seedDir, 'categories.json'), 'utf8')) as Record<string, unknown>[];
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['_id', 'category_name', 'id']);
  });
});
