// Puts the web's server build beside the `pages` function (src/modules/pages), which renders every
// page with it: web/build/server, which `npm run build -w web` makes (the browser's files,
// web/build/client, are Hosting's and stay where they are).
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';

const from = '../web/build/server';
const to = 'lib/web/server';
if (!existsSync(`${from}/index.js`)) {
  console.error('copy-web: the web build is missing; run `npm run build -w web` first.');
  process.exit(1);
}
rmSync('lib/web', { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (source) => !source.includes('/.vite') });
// An ES module, whatever the function's own package.json says.
writeFileSync(`${to}/package.json`, JSON.stringify({ type: 'module' }));
