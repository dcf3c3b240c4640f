import { ANSWER_LIMIT_MS } from './first-tap';
import { BUDGET, failed, kB, type BenchReport, type Budget } from './report';
import type { ViewReads } from './reads-per-view';
import type { LatencySummary } from './stats';

type Line = { section: string; about: string } | { measure: string; figures: string; budget?: string; result?: string };

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const latency = (cell: LatencySummary) =>
  `${ms(cell.p50)} / ${ms(cell.p95)} / ${ms(cell.p99)} ms · ${Math.round(cell.perSecond)} req/s` +
  (cell.failures > 0 ? ` · ${cell.failures} failed` : '');
const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : 'FAIL');
const ratio = (value: number) => `÷ floor ${value.toFixed(2)}`;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const findBudget = (budgets: Budget[], name: string) => budgets.find((budget) => budget.name.startsWith(name));

/** `GET /api/users/admin/buyer%40recell.test?x=1` → `/users/admin/:email`. */
function routeOf(call: string): string {
  return call
    .replace(/^GET \/api/, '')
    .replace(/\?.*$/, '')
    .replace(/\/[^/]*%40[^/]*/g, '/:email')
    .replace(/^\/products\/(?!adversite$|myproducts$)[^/]+$/, '/products/:id');
}

/** A view's calls with what each read; the three role lookups as one entry. */
function readsOfCalls(view: ViewReads): string {
  const roles = view.calls.filter((call) => /^\/users\/(admin|buyer|seller)\/:email$/.test(routeOf(call.call)));
  const parts = view.calls
    .filter((call) => !roles.includes(call))
    .map((call) => `${routeOf(call.call)} ${call.documents}${call.status === 200 ? '' : ` (HTTP ${call.status})`}`);
  if (roles.length > 0) parts.push(`${roles.length} role lookups ${roles.reduce((sum, call) => sum + call.documents, 0)}`);
  return parts.join(', ');
}

/** `<img class="…" alt="" loading="lazy" src="/api/images/4fe2…">` → `img loading=lazy src=…/4fe2594a…`. */
function describeNode(snippet: string): string {
  const tag = /^<([a-z0-9]+)/i.exec(snippet)?.[1] ?? snippet;
  const attributes = ['aria-labelledby', 'loading', 'src'].flatMap((name) => {
    const value = new RegExp(`\\b${name}="([^"]*)"?`).exec(snippet)?.[1];
    return value === undefined ? [] : [`${name}=${name === 'src' ? `…/${value.split('/').pop()!.slice(0, 8)}…` : value}`];
  });
  return [tag, ...attributes].join(' ');
}

/** The run as rows: what was measured, the figures, the budget and whether it holds. */
/** The API latency section: each route beside its floor, judged against the p95 ÷ floor budget. */
function latencyLines(latencies: BenchReport['latency'], budgets: Budget[], settings: Pick<BenchReport['settings'], 'listings' | 'secondsPerCell'>): Line[] {
  const out: Line[] = [];
  out.push({
    section: 'API latency',
    about: `p50 / p95 / p99 and requests per second; ${settings.listings.toLocaleString('en')} listings; ${settings.secondsPerCell} s per cell, in 1 s turns with the other cells of its route`,
  });
  for (const route of latencies) {
    const budget = findBudget(budgets, route.label);
    const { inProcess, emulator } = route.p95OverFloor;
    const judge = (value: number) => verdict(value <= BUDGET.p95OverFloor);
    out.push(
      { measure: `${route.label} · floor, 1 at a time`, figures: latency(route.floor.sequential) },
      { measure: `${route.label} · floor, 10 at a time`, figures: latency(route.floor.concurrent10) },
      {
        measure: `${route.label} · in-process, 1 conn`,
        figures: `${latency(route.inProcess.connections1)} · ${ratio(inProcess.connections1)}`,
        budget: budget ? `÷ floor p95 ${budget.limit}` : undefined,
        result: judge(inProcess.connections1),
      },
      {
        measure: `${route.label} · in-process, 10 conns`,
        figures: `${latency(route.inProcess.connections10)} · ${ratio(inProcess.connections10)}`,
        budget: budget ? `÷ floor p95 ${budget.limit}` : undefined,
        result: judge(inProcess.connections10),
      },
      {
        measure: `${route.label} · Hosting → Functions emulator, 1 conn`,
        figures: `${latency(route.emulator.connections1)} · ${ratio(emulator.connections1)}`,
        result: 'info',
      },
      {
        measure: `${route.label} · Hosting → Functions emulator, 10 conns`,
        figures: `${latency(route.emulator.connections10)} · ${ratio(emulator.connections10)}`,
        result: 'info',
      },
    );
  }
  return out;
}

function lines(report: BenchReport): Line[] {
  const { settings } = report;
  const out: Line[] = latencyLines(report.latency, report.budgets, settings);

  out.push({ section: 'Firestore reads per view', about: 'documents the API reads to serve a screen opened fresh (counted in-process)' });
  if (failed(report.readsPerView)) out.push({ measure: 'Reads per view', figures: `error: ${report.readsPerView.error}` });
  else {
    for (const view of report.readsPerView) {
      const home = view.view === 'Home';
      out.push({
        measure: `${view.view} · ${view.who} (calls: ${view.source})`,
        figures: `${count(view.documents, 'document')} in ${count(view.requests, 'Firestore call')}: ${readsOfCalls(view)}`,
        budget: home ? `≤ ${BUDGET.homeReads}` : undefined,
        result: home ? verdict(view.documents <= BUDGET.homeReads) : undefined,
      });
    }
  }

  out.push({ section: 'Firestore reads per search page', about: 'GET /api/products?… first page of 24 (one query of limit + 1 and one count(); three words or more: up to 3 batches)' });
  if (failed(report.searchReads)) out.push({ measure: 'Reads per search page', figures: `error: ${report.searchReads.error}` });
  else {
    for (const [i, search] of report.searchReads.entries()) {
      out.push({
        measure: search.query,
        figures: `${count(search.documents, 'document')} in ${count(search.requests, 'Firestore call')}`,
        budget: i === 0 ? `≤ ${search.limit + 2}` : undefined,
        result: i === 0 ? verdict(search.documents <= search.limit + 2) : undefined,
      });
    }
  }

  const alerts = report.savedSearchAlerts;
  out.push({ section: 'Saved-search alerts', about: 'a new listing matched against 10,000 saved searches: reads of the listing.live handler (in-process), go-live to in-app alert on the local stack' });
  if (failed(alerts)) out.push({ measure: 'Saved-search alerts', figures: `error: ${alerts.error}` });
  else {
    for (const reads of alerts.readsPerListing) {
      out.push({ measure: `reads per new listing · ${reads.listing}`, figures: `${count(reads.documents, 'document')} in ${count(reads.requests, 'Firestore call')}`, result: 'info' });
    }
    const time = alerts.goLiveToAlertMs;
    out.push({ measure: `go-live → alert, ${time.runs} listings`, figures: `p50 ${(time.p50 / 1000).toFixed(1)} s · p95 ${(time.p95 / 1000).toFixed(1)} s · max ${(time.max / 1000).toFixed(1)} s`, result: 'info' });
  }

  out.push({ section: 'Firestore reads per idle poll', about: 'a poll that finds nothing new (counted in-process)' });
  if (failed(report.pollReads)) out.push({ measure: 'Reads per idle poll', figures: `error: ${report.pollReads.error}` });
  else {
    for (const [label, figure] of [
      ['GET /api/notifications/unread-count (every 30 s)', report.pollReads.unreadCount],
      ['GET /api/conversations/:id/messages?since= (open thread)', report.pollReads.openThread],
    ] as const) {
      out.push({
        measure: label,
        figures: `${count(figure.documents, 'document')} in ${count(figure.requests, 'Firestore call')}`,
        budget: `≤ ${BUDGET.idlePollReads}`,
        result: verdict(figure.documents <= BUDGET.idlePollReads),
      });
    }
  }

  out.push({ section: 'Web', about: 'gzipped bytes (level 9); Lighthouse 12, mobile preset, simulated throttling, build served by the Hosting emulator' });
  const web = report.web;
  if (failed(web)) out.push({ measure: 'Bundle', figures: `error: ${web.error}` });
  else {
    const budget = findBudget(report.budgets, 'Home first-load JS');
    out.push({
      measure: 'Home first load: JS',
      figures: `${kB(web.firstLoad.jsGzipBytes)} in ${count(web.firstLoad.js.length, 'file')} (index.html's script, its preloads and their static imports)`,
      budget: budget?.limit,
      result: verdict(budget?.pass ?? null),
    });
    if (web.homeLoadedJsGzipBytes !== undefined && web.homeLoadedAssets) {
      const lazyOnHome = web.lazy.filter((asset) => web.homeLoadedAssets!.includes(asset.file));
      out.push({
        measure: 'Home: all JS a visit downloads (Lighthouse)',
        figures: `${kB(web.homeLoadedJsGzipBytes)}: the first load and ${count(lazyOnHome.length, 'lazy chunk')} (${lazyOnHome
          .slice(0, 3)
          .map((asset) => `${asset.file.replace('/assets/', '')} ${kB(asset.gzipBytes)}`)
          .join(', ')}${lazyOnHome.length > 3 ? ', …' : ''})`,
        result: 'info',
      });
    }
    out.push({ measure: 'Home first load: CSS', figures: `${kB(web.firstLoad.cssGzipBytes)} in ${count(web.firstLoad.css.length, 'file')}` });
    for (const asset of web.firstLoad.js) out.push({ measure: `  first load ${asset.file}`, figures: kB(asset.gzipBytes) });
    for (const asset of web.lazy) out.push({ measure: `  lazy ${asset.file}`, figures: kB(asset.gzipBytes) });
  }
  if (!failed(web)) {
    const routeBudget = findBudget(report.budgets, 'Largest route chunk');
    out.push({
      measure: 'Route chunks (own / with what they add to the first load)',
      figures: web.routeChunks
        .slice(0, 6)
        .map((route) => `${route.route.replace(/^src\/app\/(?:routes\/)?/, '').replace(/\.tsx$/, '')} ${kB(route.own.gzipBytes)} / ${kB(route.withImportsGzipBytes)}`)
        .join(', '),
      budget: routeBudget?.limit,
      result: verdict(routeBudget?.pass ?? null),
    });
  }
  if (failed(report.lighthouse)) out.push({ measure: 'Lighthouse', figures: `error: ${report.lighthouse.error}` });
  else {
    const load = report.machine.lighthouseLoad;
    out.push({ measure: 'Lighthouse runs', figures: `medians of ${report.lighthouse[0]?.runs.length ?? 0} runs per page, [min–max]; load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)}` });
    const { performance, lcpMs, tbtMs, cls } = BUDGET.lighthouse;
    for (const page of report.lighthouse) {
      const { spread } = page;
      const met = page.performance >= performance && page.lcpMs <= lcpMs && page.tbtMs <= tbtMs && page.cls <= cls;
      const url = new URL(page.url);
      out.push({
        measure: `Lighthouse ${page.page} (${url.pathname}${url.search})`,
        figures:
          `performance ${page.performance} [${spread.performance[0]}–${spread.performance[1]}] · ` +
          `LCP ${(page.lcpMs / 1000).toFixed(2)} s [${(spread.lcpMs[0] / 1000).toFixed(2)}–${(spread.lcpMs[1] / 1000).toFixed(2)}] · ` +
          `TBT ${Math.round(page.tbtMs)} ms [${Math.round(spread.tbtMs[0])}–${Math.round(spread.tbtMs[1])}] · ` +
          `CLS ${page.cls.toFixed(3)} [${spread.cls[0].toFixed(3)}–${spread.cls[1].toFixed(3)}]`,
        budget: `≥ ${performance}, LCP ≤ ${(lcpMs / 1000).toFixed(1)} s, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}`,
        result: verdict(met),
      });
      const { lcpElement, lcpPhasesMs, layoutShifts, heaviestScripts } = page.diagnosis;
      const phases = Object.entries(lcpPhasesMs).map(([phase, ms]) => `${phase} ${ms} ms`);
      out.push({
        measure: '  why (median run)',
        figures:
          `LCP ${describeNode(lcpElement)} (${phases.join(', ')})` +
          (layoutShifts.length ? `; shifts: ${layoutShifts.map((shift) => `${describeNode(shift.element)} ${shift.score.toFixed(3)}`).join(', ')}` : '') +
          `; most script time: ${heaviestScripts.map((script) => `${script.url.replace(/^https?:\/\/[^/]+/, '')} ${script.ms} ms`).join(', ')}`,
      });
    }
  }
  out.push(...phoneLines(report));
  const images = report.cardImages;
  out.push(
    failed(images)
      ? { measure: 'Card images', figures: `error: ${images.error}` }
      : {
          measure: `Card image (${images.cards} cards of the first page, ${images.files} files)`,
          figures: `median ${kB(images.medianBytes)}, largest ${kB(images.maxBytes)} (${images.contentTypes.join(', ')})`,
          budget: `≤ ${kB(BUDGET.cardImageBytes)} each`,
          result: verdict(images.maxBytes <= BUDGET.cardImageBytes),
        },
  );

  out.push({ section: 'Memory', about: "RSS of the Functions emulator's worker; GET /api/products/:id one at a time" });
  const memory = report.memory;
  if (failed(memory)) out.push({ measure: 'Worker RSS', figures: `error: ${memory.error}` });
  else {
    const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
    out.push(
      {
        measure: `Worker RSS after each 1,000 of ${settings.memoryRequests.toLocaleString('en')} requests (pid ${memory.pid}; ${memory.workersRunning} workers running)`,
        figures: `${memory.samples.map((sample) => sample.rssMB.toFixed(0)).join(' → ')} MB`,
      },
      {
        measure: 'Worker RSS right after a full garbage collection',
        figures: `${memory.samples.map((sample) => sample.afterGcMB.toFixed(0)).join(' → ')} MB`,
      },
      {
        measure: 'Worker RSS over the last half (sample 5 → 10)',
        figures:
          `${signed(memory.lastHalfGrowthMB)} as measured, ${signed(memory.lastHalfGrowthAfterGcMB)} after GC; ` +
          `after-GC slope ${memory.lastHalfSlopeMBPer1000.toFixed(2)} MB per 1,000 requests${memory.failures ? `; ${memory.failures} failed` : ''}`,
        budget: 'no growth (after GC ≤ +5 MB)',
        result: verdict(!memory.growing),
      },
    );
  }
  return out;
}

const secondsSpread = (figure: { median: number; min: number; max: number }) =>
  `${(figure.median / 1000).toFixed(2)} s [${(figure.min / 1000).toFixed(2)}–${(figure.max / 1000).toFixed(2)}]`;
const msSpread = (figure: { median: number | null; min: number | null; max: number | null }) => {
  const shown = (value: number | null) => (value === null ? 'none' : String(Math.round(value)));
  return figure.median === null ? `no answer [${shown(figure.min)}–${shown(figure.max)}]` : `${Math.round(figure.median)} ms [${shown(figure.min)}–${shown(figure.max)}]`;
};
/** An interaction under one frame is not reported by Event Timing. */
const frameMs = (value: number) => (value < 16 ? '< 16' : String(Math.round(value)));

/** The phone cells: first tap on each public page, and the product list's interaction sequence. */
function phoneLines(report: BenchReport): Line[] {
  const out: Line[] = [];
  const load = report.machine.phoneLoad;
  out.push({
    section: 'Phone',
    about: `Chromium as Lighthouse's phone (412×823, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps down / 750 kbps up, cache off, fresh context per run); medians [min–max]; load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)}`,
  });
  const { shownMs, answeredMs } = BUDGET.firstTap;
  if (failed(report.firstTap)) out.push({ measure: 'First tap', figures: `error: ${report.firstTap.error}` });
  else {
    for (const page of report.firstTap) {
      const path = new URL(page.url).pathname;
      const answers = [...new Set(page.runs.map((run) => run.answer ?? 'no answer'))];
      out.push({
        measure: `First tap ${page.page} (${path}): ${page.control}`,
        figures:
          `shows ${secondsSpread(page.shownMs)} · answered ${msSpread(page.answeredMs)}` +
          (page.unanswered ? ` · ${page.unanswered} of ${page.runs.length} taps unanswered in ${ANSWER_LIMIT_MS / 1000} s` : '') +
          ` · tapped ${Math.round(page.tapLagMs.median)} ms after it showed` +
          ` · by: ${answers.join('; ')}`,
        budget: `shows ≤ ${(shownMs / 1000).toFixed(1)} s, answered ≤ ${answeredMs} ms`,
        result: verdict(page.shownMs.median <= shownMs && page.answeredMs.median !== null && page.answeredMs.median <= answeredMs),
      });
    }
  }
  const interaction = report.interaction;
  if (failed(interaction)) out.push({ measure: 'Interaction (INP)', figures: `error: ${interaction.error}` });
  else {
    const worst = interaction.runs
      .map((run) => run.worst)
      .filter((run) => run !== null)
      .sort((a, b) => a.value - b.value)
      .at(-1);
    out.push({
      measure: `Interaction ${new URL(interaction.url).pathname}: INP (web-vitals onINP, ${interaction.runs.length} runs)`,
      figures:
        `${frameMs(interaction.inpMs.median)} ms [${frameMs(interaction.inpMs.min)}–${frameMs(interaction.inpMs.max)}]` +
        (worst
          ? ` · slowest: ${worst.step ?? '?'} on ${worst.target} (${worst.type}; input delay ${Math.round(worst.inputDelay)}, processing ${Math.round(worst.processingDuration)}, presentation ${Math.round(worst.presentationDelay)} ms)`
          : ''),
      budget: `≤ ${BUDGET.inpMs} ms`,
      result: verdict(interaction.inpMs.median <= BUDGET.inpMs),
    });
    for (const step of interaction.steps) {
      out.push({ measure: `  ${step.name}`, figures: `${frameMs(step.median)} ms [${frameMs(step.min)}–${frameMs(step.max)}] (its slowest interaction, Event Timing)` });
    }
  }
  return out;
}

const escape = (text: string) => text.replaceAll('|', '\\|');

/** One Markdown table, so the same text reads in a terminal and pastes into the README. */
export function renderTable(report: BenchReport): string {
  return renderLines(lines(report));
}

/** The latency section alone (`npm run bench -- --writes`), in the same table. */
export function renderLatencyTable(latencies: BenchReport['latency'], settings: Pick<BenchReport['settings'], 'listings' | 'secondsPerCell'>): string {
  return renderLines(latencyLines(latencies, [], settings));
}

function renderLines(lines: Line[]): string {
  const rows = [['Measure', 'Figures', 'Budget', 'Result']];
  for (const line of lines) {
    if ('section' in line) rows.push([`**${line.section}**`, line.about, '', '']);
    else rows.push([line.measure, line.figures, line.budget ?? '', line.result ?? '']);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => escape(row[column]!).length)));
  const render = (row: string[]) => `| ${row.map((cell, column) => escape(cell).padEnd(widths[column]!)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [render(header!), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(render)].join('\n');
}
