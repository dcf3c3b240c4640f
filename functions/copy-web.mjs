// Puts the web build the `pages` function serves beside it (src/modules/pages): app.html, the
// route assets, the style sheets and the server bundle, from web/dist and web/dist-server (`npm run build -w web` makes both).
import { cpSync, existsSync, rmSync } from 'node:fs';

const from = { html: '../web/dist/app.html', routeAssets: '../web/dist/.vite/route-assets.json', server: '../web/dist-server' };
const to = 'lib/web';
if (!existsSync(from.html) || !existsSync(from.routeAssets) || !existsSync(`${from.server}/entry-server.mjs`)) {
  console.error('copy-web: the web build is missing; run `npm run build -w web` first.');
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from.html, `${to}/app.html`);
cpSync(from.routeAssets, `${to}/route-assets.json`);
// The style sheets, which a rendered page holds inline.
cpSync('../web/dist/assets', `${to}/assets`, { recursive: true, filter: (source) => source.endsWith('.css') || !/\.\w+$/.test(source) });
cpSync(from.server, `${to}/server`, { recursive: true, filter: (source) => !source.includes('/.vite') });
