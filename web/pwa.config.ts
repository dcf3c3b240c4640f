import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Language } from '@contract/languages';
import { MANIFEST_HREF, OFFLINE_PAGE_HREF } from './src/config/installable-app.ts';
import { fontFamilyIn, PALETTE } from './src/config/palette.ts';
import { BANGLA_PREFIX } from './src/config/paths.ts';

const CLIENT_BUILD = 'build/client';
/** The modules the home page starts from, as in vite.config.ts's first-load chunking and the bench. */
const HOME_PAGE_STARTS = ['src/app/entry.client.tsx', 'src/app/root.tsx', 'src/app/layouts/public-layout.tsx', 'src/app/routes/home.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The app shell: the files the home page needs to run offline, from Vite's build manifest. Its
 * first load (the entry and home's route modules with what they import) and what that code may
 * import later on the page (the header's account menu, the search box, the sign-in session) with
 * their own imports. The other screens need the network for their data anyway (they get the
 * offline page), and keeping every screen's code would make each new browser download ~200 files.
 */
function homePageFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${CLIENT_BUILD}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const keys = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported, followDynamic);
    if (followDynamic) for (const imported of manifest[key].dynamicImports ?? []) visit(imported, false);
  };
  for (const start of HOME_PAGE_STARTS) {
    const key = [start, `${start}?__react-router-build-client-route`].find((candidate) => candidate in manifest);
    if (!key) throw new Error(`the web build's manifest has no chunk for ${start}`);
    visit(key, true);
  }
  return new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
}

const onlyTheAppShell: ManifestTransform = (entries) => {
  const shell = homePageFiles();
  return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] };
};

/** What the installed app is called and says, and where it opens, in each language. */
const APP_IN: Record<Language, Pick<ManifestOptions, 'lang' | 'name' | 'description' | 'start_url'>> = {
  en: {
    lang: 'en',
    name: 'ReCell: checked second-hand phones',
    description: 'Buy checked second-hand smartphones from verified sellers, or sell the phone you no longer use.',
    start_url: '/',
  },
  bn: {
    lang: 'bn',
    name: 'ReCell: যাচাই করা পুরোনো ফোন',
    description: 'যাচাই করা বিক্রেতাদের কাছ থেকে যাচাই করা পুরোনো স্মার্টফোন কিনুন, অথবা যে ফোন আর ব্যবহার করেন না সেটি বিক্রি করুন।',
    start_url: `/${BANGLA_PREFIX}`,
  },
};

/** One language's manifest: the same app (one id), in that language's words. */
const manifestIn = (language: Language): Partial<ManifestOptions> => ({
  id: '/',
  short_name: 'ReCell',
  ...APP_IN[language],
  scope: '/',
  display: 'standalone',
  theme_color: PALETTE.primary,
  background_color: PALETTE.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** The page the service worker shows for a screen the network cannot bring, in each language. */
const OFFLINE_IN: Record<Language, { title: string; text: string; retry: string; home: string }> = {
  en: {
    title: 'You are offline',
    text: 'This page needs a connection. The home page still opens from what this device has kept; everything else comes back when you are online.',
    retry: 'Try again',
    home: 'Home',
  },
  bn: {
    title: 'আপনি অফলাইনে আছেন',
    text: 'এই পাতা খুলতে ইন্টারনেট সংযোগ লাগবে। এই ডিভাইসে যা রাখা আছে, তা দিয়ে হোম পেজ এখনো খোলে; বাকি সব আবার পাবেন অনলাইনে ফিরলে।',
    retry: 'আবার চেষ্টা করুন',
    home: 'হোম',
  },
};

/**
 * One language's offline page: plain HTML and CSS, no script but the retry, since it shows without the app.
 * `fontFaces`: the language's web font rules (Bangla's, as Bangla pages link them), so the page reads
 * on a device with no Bengali font of its own: the font files come from the browser's cache, where
 * the Bangla pages before it left them (their hashed names are cached for a year).
 */
const offlinePageIn = (language: Language, fontFaces: string): string => {
  const words = OFFLINE_IN[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${PALETTE.primary}" />
    <title>${words.title} | ReCell</title>
    <link rel="icon" type="image/png" sizes="96x96" href="/favicon.png" />
    <style>
      ${fontFaces.trim()}
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${PALETTE.background}; color: #111827;
        font-family: ${fontFamilyIn(language)}; }
      main { max-width: 26rem; margin: 24px; padding: 32px 24px; background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; text-align: center; }
      img { width: 64px; height: 64px; }
      h1 { font-size: 1.5rem; margin: 16px 0 8px; }
      p { color: #4b5563; line-height: 1.5; margin: 0 0 24px; }
      .actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
      a, button { font: inherit; font-weight: 600; padding: 10px 20px; border-radius: 8px; cursor: pointer; text-decoration: none; }
      button { background: ${PALETTE.primary}; color: #fff; border: 0; }
      a { color: ${PALETTE.primary}; border: 1px solid ${PALETTE.primary}; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" />
      <h1>${words.title}</h1>
      <p>${words.text}</p>
      <div class="actions">
        <button type="button" onclick="location.reload()">${words.retry}</button>
        <a href="${APP_IN[language].start_url}">${words.home}</a>
      </div>
    </main>
  </body>
</html>
`;
};

/** The built style sheet of Bangla's font faces (app/bengali-font.css, which Bangla pages link), with its font files' hashed URLs. */
function bengaliFontFaces(bundle: Rolldown.OutputBundle): string {
  const sheet = Object.values(bundle).find((file) => file.type === 'asset' && /^assets\/bengali-font-[\w-]+\.css$/.test(file.fileName));
  if (!sheet || sheet.type !== 'asset') throw new Error("the web build has no assets/bengali-font-*.css for the Bangla offline page");
  return sheet.source.toString();
}

/** The files the plugin below writes itself: every language's offline page, and the manifests but English's (vite-plugin-pwa writes that one). */
const filesPerLanguage: Plugin = {
  name: 'recell-installable-app-per-language',
  generateBundle(_options, bundle) {
    const fontFacesIn: Record<Language, string> = { en: '', bn: bengaliFontFaces(bundle) };
    for (const language of Object.keys(APP_IN) as Language[]) {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_HREF[language].slice(1), source: offlinePageIn(language, fontFacesIn[language]) });
      if (MANIFEST_HREF[language] !== MANIFEST_HREF.en) {
        this.emitFile({ type: 'asset', fileName: MANIFEST_HREF[language].slice(1), source: `${JSON.stringify(manifestIn(language))}\n` });
      }
    }
  },
};

/**
 * The installable app: the web app manifest and the service worker (src/service-worker/sw.ts, built
 * to build/client/sw.js with the list of files it keeps). Only the browser build makes them: the
 * plugin would otherwise run again for the server build. The page registers the worker itself
 * (lib/service-worker.ts) and links the manifest (root.tsx): there is no index.html to inject into.
 */
export function installableApp(): Plugin[] {
  // Vite's plugins: TypeScript gives up (TS2589) on checking the plugin's deep types against Vite's own.
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    outDir: CLIENT_BUILD,
    injectRegister: false,
    manifest: manifestIn('en'),
    manifestFilename: MANIFEST_HREF.en.slice(1),
    injectManifest: {
      globDirectory: CLIENT_BUILD,
      // The manifest's icons are added by the plugin itself.
      globPatterns: ['assets/**/*.{js,css}', ...Object.values(OFFLINE_PAGE_HREF).map((href) => href.slice(1)), 'favicon.png', 'brands/*.png'],
      manifestTransforms: [onlyTheAppShell],
      // Names with a content hash need no revision: a new build is a new name.
      dontCacheBustURLsMatching: /^assets\//,
    },
    devOptions: { enabled: false },
  }) as unknown as Plugin[];
  return [...plugins, filesPerLanguage].map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }));
}
