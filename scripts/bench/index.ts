/**
 * `npm run bench`: what users feel and what Firebase bills, measured side by side in one run
 * on a stack of its own (fresh seed in a temporary folder; .local-data/ is never touched).
 * Prints one table and writes the same figures as JSON to bench-results/.
 */
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerAccount } from '../lib/accounts';
import { signIn } from '../lib/auth-emulator';
import { auth } from '../lib/firebase-admin';
import { runNpm } from '../lib/build';
import { repoRoot } from '../lib/paths';
import { PORTS, startStack, type RunningStack } from '../lib/stack';
import { readSeed } from '../seed/seed-files';
import { measureCells, warmUp } from './api-latency';
import { measureCardImages } from './card-images';
import { measureFairPriceFreshness } from './fair-price-freshness';
import { floorCalls } from './floor';
import { generateListings } from './generate-listings';
import { firstTapPages, measureFirstTap } from './first-tap';
import { measureInteraction } from './interaction';
import { runLighthouse } from './lighthouse';
import { startInProcessApi } from './in-process-api';
import { GC_ON_SIGNAL, measureWorkerMemory } from './memory';
import { measureReadsPerView } from './reads-per-view';
import { failed, judgeBudgets, type BenchReport, type Measured, type RouteLatency } from './report';
import { listingPool, ROUTE_KEYS, ROUTES, type RouteKey, SEARCH_QUERY, SEARCH_QUERY_THREE_WORDS } from './routes';
import { measureSavedSearchAlerts } from './saved-search-alerts';
import { measureSearchReads } from './search-reads';
import { measurePollReads } from './poll-reads';
import { renderLatencyTable, renderTable } from './table';
import { gzipBytesOf, measureRouteChunks, measureWebBundle } from './web-bundle';

const LISTINGS_FULL = 10_000;
/**
 * `npm run bench -- --web`: the web figures only (build, bundle, Lighthouse, card images) on the
 * same stack and data, without the API latency, memory and reads-per-view measurements.
 */
const WEB_ONLY = process.argv.includes('--web');
/** `npm run bench -- --first-tap`: the phone cells alone (first tap, interaction), on the web figures' stack. */
const PHONE_ONLY = process.argv.includes('--first-tap');
/** Why the API and Firestore cells are left out of this run, if they are. */
const WITHOUT_API_CELLS = WEB_ONLY ? 'not measured (--web)' : PHONE_ONLY ? 'not measured (--first-tap)' : null;
/** `npm run bench -- --fair-price`: the fair-price freshness cell alone, on a fresh stack. */
const FAIR_PRICE_ONLY = process.argv.includes('--fair-price');
/** `npm run bench -- --saved-search-alerts`: the saved-search matching cells alone, on a fresh stack. */
const SAVED_SEARCH_ALERTS_ONLY = process.argv.includes('--saved-search-alerts');
/**
 * `npm run bench -- --writes`: the write routes' latency cells (bookings, new listings, messages) and the
 * fair-price freshness alone, over the full listings, without the web build and figures.
 */
const WRITES_ONLY = process.argv.includes('--writes');
/** The web figures read one page of 24 at a time: 1,000 listings are enough for them, and quick to write on a busy machine. */
const LISTINGS = WITHOUT_API_CELLS ? 1_000 : LISTINGS_FULL;
/** Lighthouse runs per page; each page's figures are their medians. */
const LIGHTHOUSE_RUNS = 3;
/** Runs of each phone cell (each public page's first tap, the interaction sequence); figures are their medians. */
const PHONE_RUNS = 5;
/** Each latency cell: this many rounds of one second, taken in turn with the other cells of its route. */
const ROUNDS = 3;
const SECONDS_PER_ROUND = 1;
const MEMORY_BATCHES = 10;
const MEMORY_BATCH_SIZE = 1_000;

// Read at start by the API's rate limiter, in this process and in the Functions emulator
// (which inherits this environment): the bench writes far faster than any person.
process.env.RECELL_WRITE_RATE_LIMIT = '1000000000';
process.env.RECELL_MESSAGE_RATE_LIMIT = '1000000000';
// As in production, for the API here and in the emulator, and for the web build (a build
// started from an environment with another NODE_ENV, such as vitest's, is a development build).
process.env.NODE_ENV = 'production';
// Lets the memory measurement collect a Functions worker's garbage before reading its RSS.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import "${GC_ON_SIGNAL}"`].filter(Boolean).join(' ');

/** The bench's booker's verified number (no seed account has it). */
const BOOKER_PHONE = '+8801719000042';

/** The seed's conversation between buyer@ and seller@ (emulator-data/comms.json). */
const SEED_CONVERSATION_ID = 'seed-iphone-13-pro_seed-buyer';

async function startConversation(apiUrl: string, asker: { token: string }, listingId: string): Promise<string> {
  const response = await fetch(`${apiUrl}/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${asker.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ listingId }),
  });
  if (!response.ok) throw new Error(`POST /conversations answered ${response.status}`);
  return ((await response.json()) as { conversation: { _id: string } }).conversation._id;
}

const say = (line: string) => console.log(`[bench] ${line}`);
const started = performance.now();
const resultsDir = path.join(repoRoot, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
/** What firebase-tools printed, for when something goes wrong. */
const emulatorLogFile = path.join(resultsDir, 'emulators.log');
const emulatorLog = createWriteStream(emulatorLogFile);
/** The in-process API's request log. */
const apiLog = createWriteStream(path.join(resultsDir, 'api-requests.log'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recell-bench-'));
let stack: RunningStack | undefined;

async function cleanUp() {
  await stack?.stop().catch((error: unknown) => say(`could not stop the stack: ${String(error)}`));
  rmSync(dataDir, { recursive: true, force: true });
  emulatorLog.end();
  apiLog.end();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Builds the web and copies it beside the function; answers why it failed, or null. */
function buildWeb(): Promise<string | null> {
  return runNpm(['run', 'build', '-w', 'web'], say)
    .then(() => runNpm(['run', 'copy-web', '-w', 'functions'], say))
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
}

async function measured<T>(what: string, run: () => Promise<T>): Promise<Measured<T>> {
  say(`${what}…`);
  try {
    return await run();
  } catch (error) {
    say(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/** A quiet machine: the 1-minute load average under half the cores, waited for up to two minutes. */
async function quietMachine(log: (line: string) => void, limitMs = 120_000): Promise<void> {
  const quiet = os.cpus().length / 2;
  const deadline = Date.now() + limitMs;
  if (os.loadavg()[0]! >= quiet) log(`waiting for the load average (${os.loadavg()[0]!.toFixed(1)}) to fall under ${quiet}…`);
  while (os.loadavg()[0]! >= quiet && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2_000));
}

async function main(): Promise<BenchReport> {
  say(`starting a fresh stack in ${dataDir} (ports ${Object.values(PORTS).join(', ')})…`);
  stack = await startStack({
    fresh: true,
    dataDir,
    skipWebBuild: true,
    log: say,
    emulatorLog: (line) => emulatorLog.write(`${line}\n`),
  });
  const webOrigin = stack.urls.web;

  // The in-process API writes one INFO line per request, as in production (the logger keeps the
  // console.info it finds when it loads): thousands here, so they go to a file, out of the table's way.
  console.info = (line: unknown) => apiLog.write(`${String(line)}\n`);

  if (FAIR_PRICE_ONLY) {
    const sellerAccount = readSeed().accounts.find((candidate) => candidate.role === 'seller (verified)')!.user;
    const api = await startInProcessApi();
    const fresh = await measureFairPriceFreshness(api.url, { token: await signIn(sellerAccount.email) }, readSeed().products[0]!.phone_details.phone_img);
    console.log(JSON.stringify({ fairPriceFreshness: fresh }, null, 2));
    await api.close();
    await cleanUp();
    process.exit(0);
  }

  if (SAVED_SEARCH_ALERTS_ONLY) {
    const seed = readSeed().accounts;
    const user = (role: string) => seed.find((candidate) => candidate.role === role)!.user;
    const buyer = { uid: user('buyer')._id, token: await signIn(user('buyer').email) };
    const api = await startInProcessApi();
    const alerts = await measureSavedSearchAlerts(api.url, { token: await signIn(user('seller (verified)').email) }, buyer, readSeed().products[0]!.phone_details.phone_img);
    console.log(JSON.stringify({ savedSearchAlerts: alerts }, null, 2));
    await api.close();
    await cleanUp();
    process.exit(0);
  }

  say(`building the web app (web/build), and writing ${LISTINGS.toLocaleString('en')} listings…`);
  const [webBuild, generated] = await Promise.all([
    // Then beside the function, which renders the public pages from it (functions/copy-web.mjs).
    WRITES_ONLY ? Promise.resolve('not built (--writes)') : buildWeb(),
    generateListings(LISTINGS),
  ]);
  say(`${generated.total} listings (${generated.advertised} advertised, ${generated.sold} sold) by ${generated.sellers} sellers in ${generated.seconds.toFixed(1)} s`);

  const accounts = readSeed().accounts;
  const account = (role: string) => accounts.find((candidate) => candidate.role === role)!.user;
  const signedIn = async (role: string) => {
    const user = account(role);
    return { uid: user._id, email: user.email, token: await signIn(user.email) };
  };
  const people = { buyer: await signedIn('buyer'), seller: await signedIn('seller (verified)'), admin: await signedIn('admin') };
  const api = await startInProcessApi();

  const booker = await registerAccount(api.url, 'Buyer', 'Bench Booker');
  // Only a verified number books (the seller will call it): given here as the seed gives its buyers one.
  await auth().updateUser(booker.uid, { phoneNumber: BOOKER_PHONE });
  const pool = listingPool(generated.bookable);
  const photo = readSeed().products[0]!.phone_details.phone_img;
  // The booker asks about the sample listing; the message cells write in that conversation.
  const conversationId = await startConversation(api.url, booker, generated.sampleId);
  const subjects = { buyer: people.buyer, booker, sampleId: generated.sampleId, takeListing: pool.take, lister: people.seller, photo, conversationId };

  const inProcessOrigin = new URL(api.url).origin;
  const floors = floorCalls(subjects);
  const origins = { inProcess: inProcessOrigin, emulator: webOrigin };

  say('warming up: the in-process API, then one Functions emulator worker per connection…');
  await warmUp(inProcessOrigin, ROUTE_KEYS, subjects, 10, 1);
  await warmUp(webOrigin, ['product'], subjects, 10, 8);
  await warmUp(webOrigin, ROUTE_KEYS, subjects, 10, 1);

  const latency: RouteLatency[] = [];
  const measuredRoutes: readonly RouteKey[] = WITHOUT_API_CELLS ? [] : WRITES_ONLY ? ['order', 'listing', 'message'] : ROUTE_KEYS;
  for (const key of measuredRoutes) {
    say(`latency of ${ROUTES[key]}…`);
    const cells = { floor: floors[key], origins, subjects, rounds: ROUNDS, secondsPerRound: SECONDS_PER_ROUND };
    const one = await measureCells(key, { ...cells, concurrency: 1 });
    const ten = await measureCells(key, { ...cells, concurrency: 10 });
    latency.push({
      route: key,
      label: ROUTES[key],
      floor: { sequential: one.floor, concurrent10: ten.floor },
      inProcess: { connections1: one.inProcess, connections10: ten.inProcess },
      emulator: { connections1: one.emulator, connections10: ten.emulator },
      p95OverFloor: {
        inProcess: { connections1: one.inProcess.p95 / one.floor.p95, connections10: ten.inProcess.p95 / ten.floor.p95 },
        emulator: { connections1: one.emulator.p95 / one.floor.p95, connections10: ten.emulator.p95 / ten.floor.p95 },
      },
    });
  }
  say(`${generated.bookable.length - pool.left()} listings booked by the POST /api/orders cells and their floor`);

  // After a listing moves its model's median, the verdicts follow through the outbox's events (the Tasks emulator).
  const fairPriceFreshness = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured('fair-price verdicts after a move of the median', () => measureFairPriceFreshness(api.url, people.seller, photo));

  if (WRITES_ONLY) {
    console.log(renderLatencyTable(latency, { listings: LISTINGS, secondsPerCell: ROUNDS * SECONDS_PER_ROUND }));
    console.log(JSON.stringify({ fairPriceFreshness }, null, 2));
    await api.close();
    await cleanUp();
    process.exit(0);
  }

  // A new listing matched against 10,000 saved searches: its reads, and how soon the alert follows.
  const savedSearchAlerts = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured('saved-search alerts at 10,000 saved searches', () => measureSavedSearchAlerts(api.url, people.seller, people.buyer, photo));

  const memory = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured(`worker memory over ${(MEMORY_BATCHES * MEMORY_BATCH_SIZE).toLocaleString('en')} requests`, () =>
        measureWorkerMemory(`${webOrigin}/api/products/${generated.sampleId}`, MEMORY_BATCHES, MEMORY_BATCH_SIZE),
      );
  const cardImages = PHONE_ONLY ? { error: 'not measured (--first-tap)' } : await measured('card images of the first page', () => measureCardImages(webOrigin));

  const distDir = path.join(repoRoot, 'web/build/client');
  const lighthousePages = [
    { name: 'Home', url: `${webOrigin}/` },
    { name: 'Products', url: `${webOrigin}/products` },
    { name: 'Category', url: `${webOrigin}/categories/samsung` },
    { name: 'Product page', url: `${webOrigin}/displayProducts/${generated.sampleId}` },
    { name: 'Search', url: `${webOrigin}/products?${SEARCH_QUERY}` },
  ];
  // The page-speed budgets hold "on a quiet machine": the pages function warm (it loads the web's
  // server bundle on its first page, as a new instance does once), and the build and the listings
  // written just now given a moment to stop weighing on the load average.
  await Promise.all(lighthousePages.map((page) => fetch(page.url).then((response) => response.text())));
  if (!PHONE_ONLY) await quietMachine(say);
  const loadBefore = os.loadavg()[0]!;
  const lighthouse = PHONE_ONLY
    ? { error: 'not measured (--first-tap)' }
    : await measured(`Lighthouse on the public pages, ${LIGHTHOUSE_RUNS} runs each`, async () => {
        if (webBuild) throw new Error(`the web build failed: ${webBuild}`);
        return runLighthouse(lighthousePages, resultsDir, LIGHTHOUSE_RUNS);
      });
  const lighthouseLoad = { before: loadBefore, after: os.loadavg()[0]! };

  await quietMachine(say);
  const phoneLoadBefore = os.loadavg()[0]!;
  const firstTap = await measured(`first tap on the public pages, ${PHONE_RUNS} runs each`, async () => {
    if (webBuild) throw new Error(`the web build failed: ${webBuild}`);
    return measureFirstTap(firstTapPages(webOrigin, generated.sampleId), PHONE_RUNS);
  });
  const interaction = await measured(`interaction sequence on /products, ${PHONE_RUNS} runs`, async () => {
    if (webBuild) throw new Error(`the web build failed: ${webBuild}`);
    return measureInteraction(`${webOrigin}/products`, PHONE_RUNS);
  });
  const phoneLoad = { before: phoneLoadBefore, after: os.loadavg()[0]! };
  const observedCalls = failed(lighthouse) ? {} : Object.fromEntries(lighthouse.map((page) => [page.page, page.apiCalls]));
  const readsPerView = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured('Firestore reads per view', () => measureReadsPerView(api.url, people, generated.sampleId, observedCalls));
  const searchReads = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured('Firestore reads per search page', () => measureSearchReads(api.url, [SEARCH_QUERY, SEARCH_QUERY_THREE_WORDS]));
  // The seed's conversation between buyer@ and seller@, polled by the seller.
  const pollReads = WITHOUT_API_CELLS
    ? { error: WITHOUT_API_CELLS }
    : await measured('Firestore reads per idle poll', () => measurePollReads(api.url, people.seller, SEED_CONVERSATION_ID));
  await api.close();

  const web = PHONE_ONLY ? { error: 'not measured (--first-tap)' } : await measured('web bundle sizes', async () => {
    if (webBuild) throw new Error(`the web build failed: ${webBuild}`);
    const bundle = { ...measureWebBundle(distDir), routeChunks: measureRouteChunks(distDir) };
    const home = failed(lighthouse) ? undefined : lighthouse.find((page) => page.page === 'Home');
    const homeScripts = home?.assets.filter((file) => file.endsWith('.js'));
    return {
      ...bundle,
      ...(homeScripts ? { homeLoadedAssets: home!.assets, homeLoadedJsGzipBytes: gzipBytesOf(distDir, homeScripts) } : {}),
    };
  });

  say('stopping the stack…');
  await cleanUp();
  stack = undefined;

  const cpus = os.cpus();
  const withoutBudgets = {
    date: new Date().toISOString(),
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model ?? 'unknown',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      /** The 1-minute load average when Lighthouse started and when it ended (the machine may be shared). */
      lighthouseLoad,
      phoneLoad,
    },
    wallSeconds: Math.round((performance.now() - started) / 1000),
    settings: { listings: LISTINGS, secondsPerCell: ROUNDS * SECONDS_PER_ROUND, memoryRequests: MEMORY_BATCHES * MEMORY_BATCH_SIZE },
    data: { ...generated, bookable: generated.bookable.length, booked: generated.bookable.length - pool.left() },
    latency,
    readsPerView,
    searchReads,
    pollReads,
    fairPriceFreshness,
    savedSearchAlerts,
    web,
    lighthouse,
    firstTap,
    interaction,
    cardImages,
    memory,
  };
  return { ...withoutBudgets, budgets: judgeBudgets(withoutBudgets) };
}

try {
  const report = await main();
  const file = path.join(resultsDir, `bench-${report.date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const { machine } = report;
  console.log(
    `\nReCell bench · ${report.date} · ${machine.cores} cores (${machine.cpu}) · ${machine.memoryGB} GB · Node ${machine.node} · ${report.wallSeconds} s · load average ${machine.lighthouseLoad.before.toFixed(1)} → ${machine.lighthouseLoad.after.toFixed(1)} during Lighthouse, ${machine.phoneLoad.before.toFixed(1)} → ${machine.phoneLoad.after.toFixed(1)} during the phone cells\n`,
  );
  console.log(renderTable(report));
  const missed = report.budgets.filter((budget) => budget.pass === false);
  console.log(`\n${report.budgets.length - missed.length} of ${report.budgets.length} budgets met${missed.length ? `; missed: ${missed.map((budget) => budget.name).join('; ')}` : ''}.`);
  console.log(`Figures written to ${path.relative(repoRoot, file)}`);
  process.exit(0);
} catch (error) {
  const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}`);
  console.error(`[bench] the emulators' output is in ${path.relative(repoRoot, emulatorLogFile)}`);
  await cleanUp();
  process.exit(1);
}
