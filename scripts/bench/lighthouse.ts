import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  name: string;
  url: string;
}

export interface LighthouseFigures {
  page: string;
  url: string;
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Same-origin /assets/ scripts and style sheets the page requested. */
  assets: string[];
}

/** Debian's chromium, headless, with nothing of its own on the network. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface NetworkItem {
  url?: string;
  resourceType?: string;
}

/**
 * Lighthouse 12's default configuration: the mobile preset (Moto G Power screen, 4x CPU
 * slowdown) with simulated throttling (slow 4G), performance category only. One Chrome,
 * one page after another.
 */
export async function runLighthouse(pages: readonly LighthousePage[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
      const origin = new URL(page.url).origin;
      figures.push({
        page: page.name,
        url: page.url,
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        assets: items
          .filter((item) => (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') && item.url?.startsWith(`${origin}/assets/`))
          .map((item) => new URL(item.url!).pathname),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
