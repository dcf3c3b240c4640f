import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';

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
  /** What the figures come from, to act on them. */
  diagnosis: {
    /** The element of the Largest Contentful Paint and its phases (TTFB, load delay, load time, render delay). */
    lcpElement: string;
    lcpPhasesMs: Record<string, number>;
    /** The biggest layout shifts: element and score. */
    layoutShifts: { element: string; score: number }[];
    /** Scripts with the most main-thread time (simulated mobile CPU). */
    heaviestScripts: { url: string; ms: number }[];
  };
  /** Same-origin /assets/ scripts and style sheets the page requested. */
  assets: string[];
  /** API calls the page made (path and query, without /api; images left out), in order. */
  apiCalls: string[];
  /** The full Lighthouse result, for a closer look. */
  reportFile: string;
}


/** The parts of Lighthouse's audit details read here (their type is a wide union). */
interface Details {
  items?: DetailsItem[];
}
interface DetailsItem {
  url?: string;
  resourceType?: string;
  node?: { snippet?: string; selector?: string };
  score?: number;
  phase?: string;
  timing?: number;
  scripting?: number;
  items?: DetailsItem[];
}

const nodeText = (node: DetailsItem['node']) => (node?.snippet ?? node?.selector ?? 'unknown').slice(0, 120);

/**
 * Lighthouse 12's default configuration: the mobile preset (Moto G Power screen, 4x CPU
 * slowdown) with simulated throttling (slow 4G), performance category only. One Chrome,
 * one page after another. Each full result goes to `reportDir`.
 */
export async function runLighthouse(pages: readonly LighthousePage[], reportDir: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.url}: ${lhr.runtimeError.message}`);
      const reportFile = path.join(reportDir, `lighthouse-${page.name.toLowerCase().replaceAll(' ', '-')}.json`);
      writeFileSync(reportFile, JSON.stringify(lhr));

      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
      const origin = new URL(page.url).origin;
      const requests = details('network-requests');
      const [lcpElementTable, lcpPhaseTable] = details('largest-contentful-paint-element');
      figures.push({
        page: page.name,
        url: page.url,
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        diagnosis: {
          lcpElement: nodeText(lcpElementTable?.items?.[0]?.node),
          lcpPhasesMs: Object.fromEntries((lcpPhaseTable?.items ?? []).map((item) => [item.phase ?? '?', Math.round(item.timing ?? 0)])),
          layoutShifts: details('layout-shifts')
            .slice(0, 3)
            .map((item) => ({ element: nodeText(item.node), score: item.score ?? 0 })),
          heaviestScripts: details('bootup-time')
            .slice(0, 3)
            .map((item) => ({ url: item.url ?? '?', ms: Math.round(item.scripting ?? 0) })),
        },
        assets: requests
          .filter((item) => (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') && item.url?.startsWith(`${origin}/assets/`))
          .map((item) => new URL(item.url!).pathname),
        apiCalls: [
          ...new Set(
            requests
              .map((item) => (item.url?.startsWith(`${origin}/api/`) ? new URL(item.url) : null))
              .filter((url): url is URL => url !== null && !url.pathname.startsWith('/api/images/'))
              .map((url) => `${url.pathname.slice('/api'.length)}${url.search}`),
          ),
        ],
        reportFile,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
