import type { LaunchOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';

/** Starts CHROMIUM_PATH at the priority of the tests around it (see the script). */
const atNormalPriority = new URL('./chromium-at-normal-priority.sh', import.meta.url).pathname;

/**
 * How the journeys and the screenshots start Debian's chromium, headless, as scripts/lib/chromium.ts
 * sets it up. Free of vitest, so the journeys' globalSetup (which starts their one shared browser)
 * and the screenshots' plain script can both use it.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: atNormalPriority, args: CHROMIUM_FLAGS, env: { ...process.env, RECELL_CHROMIUM: CHROMIUM_PATH } };
}
