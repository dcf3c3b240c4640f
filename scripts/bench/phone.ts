import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';

/**
 * The phone Lighthouse's mobile preset stands for (Moto G Power: 412×823 at 1.75×, touch), with
 * its slowdowns applied by the browser itself: 4× CPU, and the network of its slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up). Unlike Lighthouse's simulation, these are
 * real delays, so what the page does at each moment of its load can be tapped and timed.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A page in a fresh context (no cookies, storage or cache of an earlier run), throttled as PHONE says, its cache off. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.network.latencyMs,
    downloadThroughput: PHONE.network.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.network.uploadBitsPerSecond / 8,
  });
  return { context, page };
}

/** Median of the figures, and their lowest and highest. */
export function medianAndSpread(values: readonly number[]): { median: number; min: number; max: number } {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/**
 * A script of in-page/ that defines `functionName`, followed by its call with `argument`.
 * The in-page code is plain JavaScript read as text: a function of this process, compiled by
 * tsx, would carry helpers of the compiler's that do not exist in the page.
 */
export function inPageScript(file: string, functionName: string, argument: unknown): string {
  const source = readFileSync(new URL(`./in-page/${file}`, import.meta.url), 'utf8');
  return `${source}\n${functionName}(${JSON.stringify(argument)});\n`;
}
