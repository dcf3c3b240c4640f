import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inPageScript, launchChromium, medianAndSpread, phonePage } from './phone';

const require = createRequire(import.meta.url);
/** web-vitals' attribution build as a classic script: it defines the global `webVitals`. */
const webVitalsSource = readFileSync(path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');

/** The smallest threshold Event Timing accepts: every interaction slower than a frame counts. */
const DURATION_THRESHOLD_MS = 16;
/** How long the page may take to answer a step before the run gives up. */
const STEP_LIMIT_MS = 15_000;
/** No request in flight for this long: the page has done what the step asked of it (results fetched). */
const QUIET_NETWORK_MS = 500;

/** One step of the sequence: what a person does, and what they see when the page has answered. */
interface Step {
  name: string;
  act: (page: Page) => Promise<void>;
  answered: (page: Page) => Promise<unknown>;
}

const condition = (page: Page) => page.getByRole('checkbox', { name: 'Excellent' });

/**
 * On /products at phone width: open the filters, tick a condition, apply, change the sort (a
 * keyboard step on the focused select: a native select's picker is outside the page), open a card.
 * Controls by role and name, so the sequence holds whatever they are built with.
 */
export const STEPS: Step[] = [
  {
    name: 'open filters',
    act: (page) => page.getByRole('button', { name: /^Filters/ }).tap(),
    answered: (page) => condition(page).waitFor({ state: 'visible' }),
  },
  {
    name: 'tick a condition',
    act: (page) => condition(page).tap(),
    answered: (page) => page.getByRole('checkbox', { name: 'Excellent', checked: true }).waitFor(),
  },
  {
    name: 'apply',
    act: (page) => page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^(Show|Apply)\b/ }).tap(),
    answered: (page) => condition(page).waitFor({ state: 'hidden' }),
  },
  {
    name: 'change sort',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Sort by' }).focus();
      await page.keyboard.press('ArrowDown');
    },
    answered: (page) => page.waitForURL(/[?&]sort=/),
  },
  {
    name: 'open a card',
    act: (page) => page.getByRole('article').first().getByRole('link').first().tap(),
    answered: (page) => page.waitForURL(/\/displayProducts\//),
  },
];

/** One of web-vitals' INP reports, with the step it came in. */
export interface InpReport {
  value: number;
  step: string | null;
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

export interface InteractionRun {
  /** web-vitals' INP at the end of the sequence (its largest interaction, with this few); 0 if none took a frame. */
  inpMs: number;
  /** Each step's slowest interaction (Event Timing); 0 if it took under a frame. */
  steps: Record<string, number>;
  /** web-vitals' report of the INP: the interaction and its parts. */
  worst: InpReport | null;
}

export interface InteractionFigures {
  url: string;
  runs: InteractionRun[];
  inpMs: { median: number; min: number; max: number };
  steps: { name: string; median: number; min: number; max: number }[];
}

interface Probe {
  step: string | null;
  reports: InpReport[];
  interactions: Record<string, { ms: number; step: string | null; event: string }>;
}

/** Waits until no request has been in flight for QUIET_NETWORK_MS. */
async function quietNetwork(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + STEP_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_NETWORK_MS) return;
    await page.waitForTimeout(50);
  }
}

async function runOnce(browser: Browser, url: string): Promise<InteractionRun> {
  const { context, page } = await phonePage(browser);
  context.setDefaultTimeout(STEP_LIMIT_MS);
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  try {
    await page.addInitScript(`${webVitalsSource}\n${inPageScript('interaction-probe.js', 'interactionProbe', { durationThreshold: DURATION_THRESHOLD_MS })}`);
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('article').first().waitFor();
    await quietNetwork(page, () => inFlight);
    // Read after every step, so that a step that loads another document (a form, a link) loses
    // only its own figure, which the page it leaves cannot report, and not the steps before it.
    const documents = new Map<number, Probe>();
    for (const step of STEPS) {
      await page.evaluate((name) => ((window as unknown as { __interaction: Probe }).__interaction.step = name), step.name);
      await step.act(page);
      await step.answered(page);
      await quietNetwork(page, () => inFlight);
      // Event Timing reports an interaction after the frame that follows it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const probe = await page.evaluate(() => ({ ...(window as unknown as { __interaction: Probe }).__interaction, document: performance.timeOrigin }));
      documents.set(probe.document, probe);
    }
    const steps = Object.fromEntries(STEPS.map((step) => [step.name, 0]));
    const reports = [...documents.values()].flatMap((probe) => probe.reports);
    for (const interaction of [...documents.values()].flatMap((probe) => Object.values(probe.interactions))) {
      if (interaction.step !== null) steps[interaction.step] = Math.max(steps[interaction.step] ?? 0, interaction.ms);
    }
    const worst = reports.reduce<InpReport | null>((slowest, report) => (slowest && slowest.value >= report.value ? slowest : report), null);
    return { inpMs: worst?.value ?? 0, steps, worst };
  } finally {
    await context.close();
  }
}

/** The sequence `runs` times on `url`, each in a fresh context with its cache off. */
export async function measureInteraction(url: string, runs = 5): Promise<InteractionFigures> {
  const browser = await launchChromium();
  try {
    const all: InteractionRun[] = [];
    for (let run = 0; run < runs; run += 1) all.push(await runOnce(browser, url));
    return {
      url,
      runs: all,
      inpMs: medianAndSpread(all.map((run) => run.inpMs)),
      steps: STEPS.map((step) => ({ name: step.name, ...medianAndSpread(all.map((run) => run.steps[step.name] ?? 0)) })),
    };
  } finally {
    await browser.close();
  }
}
