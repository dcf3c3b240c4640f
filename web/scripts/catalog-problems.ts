/** A message the code uses, as Lingui's extractor finds it: its id and English text. */
export interface UsedMessage {
  id: string;
  message: string;
}

/** A language's catalog as Lingui reads it from the .po file: each id's translation. */
export type SavedCatalog = Record<string, { translation?: string; message?: string; obsolete?: boolean }>;

/**
 * What is wrong with the catalogs against the code: a message the code uses that a language's
 * catalog lacks or leaves untranslated, and an entry no code uses any more (every language).
 * Empty when the catalogs and the code agree.
 */
export function catalogProblems(used: readonly UsedMessage[], saved: Record<string, SavedCatalog>): string[] {
  const usedIds = new Set(used.map((message) => message.id));
  const problems: string[] = [];
  for (const [language, catalog] of Object.entries(saved)) {
    for (const { id, message } of used) {
      if (!catalog[id]?.translation?.trim()) problems.push(`${language}: no translation of "${message}"`);
    }
    for (const [id, entry] of Object.entries(catalog)) {
      if (!usedIds.has(id)) problems.push(`${language}: "${entry.message ?? id}" is in the catalog but no code uses it`);
    }
  }
  return problems;
}
