import type { Browser, Page } from 'playwright-core';
import { inPageScript, launchChromium, medianAndSpread, phonePage } from './phone';

/** A public page and the control a phone user taps first on it, by its accessible name. */
export interface FirstTapPage {
  name: string;
  url: string;
  /** The control's accessible name: its label, or its text with the spaces collapsed. */
  control: RegExp;
  /** How the control reads in the table. */
  controlLabel: string;
}

/** One load of a page: when its first control showed, and how long the tap made then took to be answered. */
export interface FirstTapRun {
  /** From the start of the navigation to the first frame that paints the control in the viewport. */
  shownMs: number;
  /** From the tap (the pointerdown's time) to the first frame that shows the answer; null: no answer within ANSWER_LIMIT_MS. */
  answeredMs: number | null;
  /** What answered: a dialog, menu or navigation that appeared, or the address that changed. */
  answer: string | null;
  /** From the frame that showed the control to the tap: how far "the moment it shows" the tap landed. */
  tapLagMs: number;
}

interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface FirstTapFigures {
  page: string;
  url: string;
  control: string;
  runs: FirstTapRun[];
  shownMs: Spread;
  /** Unanswered taps count as slower than any answered one; a median over them is null. */
  answeredMs: { median: number | null; min: number | null; max: number | null };
  unanswered: number;
  /** How long after the control showed the taps landed (the measurement's own delay). */
  tapLagMs: Spread;
}

/**
 * The public pages and what a phone user taps first on each: the menu at home, the filters on
 * the lists, Book Now on a phone's page (a bookable listing, kept aside from the order cells).
 */
export function firstTapPages(webOrigin: string, productId: string): FirstTapPage[] {
  const filters = { control: /^Filters( \(\d+\))?$/, controlLabel: 'Filters' };
  return [
    { name: 'Home', url: `${webOrigin}/`, control: /^Open menu$/, controlLabel: 'Open menu' },
    { name: 'Products', url: `${webOrigin}/products`, ...filters },
    { name: 'Category', url: `${webOrigin}/categories/samsung`, ...filters },
    { name: 'Product page', url: `${webOrigin}/displayProducts/${productId}`, control: /^Book Now$/, controlLabel: 'Book Now' },
  ];
}

/** Longest wait for the control to show, and for an answer to a tap. */
const SHOW_LIMIT_MS = 15_000;
export const ANSWER_LIMIT_MS = 5_000;
/** The binding through which the page says the control has shown: its time (in the document's and the epoch's milliseconds) and middle. */
const SHOWN_BINDING = '__benchFirstTapShown';
interface Shown {
  at: number;
  epoch: number;
  x: number;
  y: number;
}
/** Where a tap that leads to another document leaves its time for the next one. */
const PENDING_TAP_KEY = 'bench:first-tap';

/** What in-page/first-tap-probe.js leaves in the page. */
interface Probe {
  shownAt: number | null;
  control: Element | null;
  tapAt: number | null;
  tapEpoch: number | null;
  answeredAt: number | null;
  answer: string | null;
}

/** Reads `read` in the page until it gives a value or `limitMs` passes; a document that is being replaced is read again. */
async function pollPage<T>(page: Page, read: () => T | null, limitMs: number): Promise<T | null> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const value = await page.evaluate(read).catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

async function runOnce(browser: Browser, target: FirstTapPage): Promise<FirstTapRun> {
  const { context, page } = await phonePage(browser);
  try {
    let reportShown: (shown: Shown) => void = () => {};
    const shownReport = new Promise<Shown>((resolve) => (reportShown = resolve));
    await page.exposeFunction(SHOWN_BINDING, (shown: Shown) => reportShown(shown));
    await page.addInitScript(inPageScript('first-tap-probe.js', 'firstTapProbe', { control: target.control.source, pendingKey: PENDING_TAP_KEY, onShown: SHOWN_BINDING }));
    await page.goto(target.url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const shown = await Promise.race([shownReport, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHOW_LIMIT_MS)))]);
    clearTimeout(timer);
    if (!shown) throw new Error(`${target.controlLabel} did not show on ${target.url} within ${SHOW_LIMIT_MS / 1000} s`);
    // The moment it shows, where it is: a touch at its middle, as a thumb would, whatever the page is busy with.
    await page.touchscreen.tap(shown.x, shown.y);
    const answered = await pollPage(
      page,
      () => {
        const probe = (window as unknown as { __firstTap?: Probe }).__firstTap;
        return probe?.answeredAt == null || probe.tapAt === null ? null : { ms: probe.answeredAt - probe.tapAt, answer: probe.answer, tapEpoch: probe.tapEpoch };
      },
      ANSWER_LIMIT_MS,
    );
    const tapEpoch = answered?.tapEpoch ?? (await page.evaluate(() => (window as unknown as { __firstTap?: Probe }).__firstTap?.tapEpoch ?? null).catch(() => null));
    return {
      shownMs: shown.at,
      answeredMs: answered ? Math.max(0, answered.ms) : null,
      answer: answered?.answer ?? null,
      tapLagMs: tapEpoch === null ? Number.NaN : tapEpoch - shown.epoch,
    };
  } finally {
    await context.close();
  }
}

export function summarizeFirstTap(target: Pick<FirstTapPage, 'name' | 'url' | 'controlLabel'>, runs: FirstTapRun[]): FirstTapFigures {
  const answered = medianAndSpread(runs.map((run) => run.answeredMs ?? Number.POSITIVE_INFINITY));
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    page: target.name,
    url: target.url,
    control: target.controlLabel,
    runs,
    shownMs: medianAndSpread(runs.map((run) => run.shownMs)),
    answeredMs: { median: finite(answered.median), min: finite(answered.min), max: finite(answered.max) },
    unanswered: runs.filter((run) => run.answeredMs === null).length,
    tapLagMs: medianAndSpread(runs.map((run) => run.tapLagMs).filter((lag) => Number.isFinite(lag))),
  };
}

/**
 * Each page `runs` times, the pages taking turns (a busy moment of the machine hits one run of
 * each rather than every run of one); every run in a fresh context with its cache off.
 */
export async function measureFirstTap(pages: readonly FirstTapPage[], runs = 5): Promise<FirstTapFigures[]> {
  const browser = await launchChromium();
  try {
    const perPage = new Map<string, FirstTapRun[]>(pages.map((page) => [page.name, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const target of pages) perPage.get(target.name)!.push(await runOnce(browser, target));
    }
    return pages.map((target) => summarizeFirstTap(target, perPage.get(target.name)!));
  } finally {
    await browser.close();
  }
}
