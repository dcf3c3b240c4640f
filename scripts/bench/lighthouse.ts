import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';

export interface LighthousePage {
  name: string;
  url: string;
}

/** The four figures of one Lighthouse run. */
export interface LighthouseRun {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Each figure's lowest and highest value over the runs. */
export type LighthouseSpread = { [K in keyof LighthouseRun]: [number, number] };

/**
 * One page: each figure is the median of its runs (taken figure by figure), with every run and
 * the spread; the diagnosis and assets come from the run whose score is the median.
 */
export interface LighthouseFigures extends LighthouseRun {
  page: string;
  url: string;
  runs: LighthouseRun[];
  spread: LighthouseSpread;
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

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'cls'] as const;

/** Medians figure by figure, the spread, and the median run's diagnosis. */
export function summarizeRuns(runs: readonly Omit<LighthouseFigures, 'runs' | 'spread'>[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to summarize');
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const plain = runs.map((run) => ({ performance: run.performance, lcpMs: run.lcpMs, tbtMs: run.tbtMs, cls: run.cls }));
  const figure = (key: (typeof FIGURES)[number]) => plain.map((run) => run[key]);
  return {
    ...middle,
    performance: Math.round(median(figure('performance'))),
    lcpMs: median(figure('lcpMs')),
    tbtMs: median(figure('tbtMs')),
    cls: median(figure('cls')),
    runs: plain,
    spread: Object.fromEntries(FIGURES.map((key) => [key, [Math.min(...figure(key)), Math.max(...figure(key))]])) as LighthouseSpread,
  };
}

const nodeText = (node: DetailsItem['node']) => (node?.snippet ?? node?.selector ?? 'unknown').slice(0, 120);

/**
 * Lighthouse 12's default configuration: the mobile preset (Moto G Power screen, 4x CPU
 * slowdown) with simulated throttling (slow 4G), performance category only. One Chrome; the
 * pages take turns, `runs` rounds (so a busy moment of the machine hits one run of each page
 * rather than every run of one); each page's figures are the medians of its runs. Each full
 * result goes to `reportDir` (the last round's).
 */
export async function runLighthouse(pages: readonly LighthousePage[], reportDir: string, runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const perPage = new Map<string, Omit<LighthouseFigures, 'runs' | 'spread'>[]>(pages.map((page) => [page.name, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) perPage.get(page.name)!.push(await runOnce(chrome.port, page, reportDir));
    }
    return pages.map((page) => summarizeRuns(perPage.get(page.name)!));
  } finally {
    chrome.kill();
  }
}

async function runOnce(port: number, page: LighthousePage, reportDir: string): Promise<Omit<LighthouseFigures, 'runs' | 'spread'>> {
  const result = await lighthouse(page.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
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
  return {
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
  };
}
