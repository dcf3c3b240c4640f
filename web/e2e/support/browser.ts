import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumLaunchOptions } from './chromium-launch';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const gapiStandIn = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');

export const webUrl = () => inject('webUrl');

/**
 * Debian's chromium, headless (support/chromium-launch.ts). Under the journeys, a connection to
 * the one browser their globalSetup started: closing it closes this file's contexts and leaves the
 * browser to the other files. Elsewhere (`npm run screenshots`, a plain script), a browser of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const wsEndpoint = process.env.VITEST ? inject('chromiumWsEndpoint') : undefined;
  if (!wsEndpoint) return chromium.launch(chromiumLaunchOptions());
  try {
    return await chromium.connect(wsEndpoint);
  } catch (error) {
    throw new Error(`The journeys' shared Chromium (support/global-setup.ts) does not answer at ${wsEndpoint}: it exited or was killed; the run's log says how.`, { cause: error });
  }
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A fresh browser profile (no signed-in user), with the browser's HTTP cache working as it
 * does for people (the API lets browsers keep public lists briefly).
 *
 * `googleStandIn`: the Auth SDK loads Google's gapi loader before a popup sign-in, even
 * against the emulator; offline, a local stand-in answers instead. Only journeys that use a
 * popup ask for it, because intercepting any request turns Chromium's HTTP cache off.
 *
 * `touch`: a phone's browser (a touch screen, the page's viewport meta honoured), for journeys that tap.
 *
 * `serviceWorker`: the installed app's service worker, for the journeys about it (offline, pushes).
 * Elsewhere its registration is refused, as in a browser that keeps none: the worker only keeps the
 * app shell and answers offline, so pages online behave the same, and each fresh profile's install
 * (~100 files fetched, stored and compiled: about 3 CPU-s of Chromium on this machine) would be
 * paid again in every context of every journey.
 */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  { googleStandIn = false, touch = false, serviceWorker = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL: webUrl(),
    serviceWorkers: serviceWorker ? 'allow' : 'block',
    ...(touch ? { isMobile: true, hasTouch: true } : {}),
  });
  // Long enough for a cold Functions emulator, short enough that a missing element fails while the test still runs.
  context.setDefaultTimeout(20_000);
  // A navigation ends with the page's photos, which the emulator's API serves; beside the rest of
  // `npm test`, the first ones waited 20 s for workers to start while the page itself had shown.
  context.setDefaultNavigationTimeout(60_000);
  if (googleStandIn) {
    await context.route('https://apis.google.com/js/api.js**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiStandIn }),
    );
  }
  return context;
}

/**
 * Runs axe on the page once it has settled: no serious or critical violations allowed.
 * Fades and slides finish first (a half-faded dialog or toast is not what people read);
 * endless ones (skeleton pulses) are left running.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Once per document: client-side navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}
