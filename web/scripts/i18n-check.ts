/// <reference types="node" />
/**
 * `npm run i18n:check` (run by `npm run lint`): the catalogs (src/locales/*\/messages.po) against
 * the code. Extracts the messages the code uses, as `lingui extract` does but without writing,
 * and fails when a language lacks one or a catalog keeps one no code uses. To fix: `npm run
 * i18n:extract -w web`, then translate what it added (docs/i18n.md).
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { catalogProblems, type UsedMessage } from './catalog-problems';

const config = getConfig({ cwd: new URL('..', import.meta.url).pathname });
const problems: string[] = [];
for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {};
  const used: UsedMessage[] = Object.entries(extracted).map(([id, entry]) => ({ id, message: entry.message ?? id }));
  const saved = await catalog.readAll();
  problems.push(...catalogProblems(used, saved as Parameters<typeof catalogProblems>[1]));
}
if (problems.length > 0) {
  console.error(`The catalogs do not match the code (run \`npm run i18n:extract -w web\`, then translate; docs/i18n.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('i18n: both catalogs translate every message the code uses, and nothing else.');
