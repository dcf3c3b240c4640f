import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { expect, onTestFailed } from 'vitest';
import { luhnValid } from '../../../functions/src/contract/imei';
import { latestPhoneCodeFor, randomBdMobile } from '../../../scripts/lib/auth-emulator';
import { callApi, SEED_PASSWORD } from './api';
import { webUrl } from './browser';

/** Something unique to this run, so a journey's own data never meets another's. */
export const runStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until a person could see it. */
export async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/**
 * Waits until the page's phone lists have their cards: a list still loading (a filter or a sort
 * just chosen) shows its skeleton, which is `aria-busy` (ProductGridSkeleton).
 */
export async function allCards(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The prices of the cards shown, in order (the "৳33,500/-" under each name), once all are drawn. */
export async function cardPrices(page: Page): Promise<number[]> {
  await allCards(page);
  const texts = await page.getByRole('main').getByRole('article').getByText(/^৳[\d,.]+\/-$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** Waits until it is no longer on the screen. */
export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

/**
 * Waits until React has taken the server-rendered page over (root.tsx marks `<html data-hydrated>`):
 * before that, a sort chosen or a box ticked is the static page's and nothing handles it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a server-rendered page and waits until React has it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Waits for the address bar to show this path. */
export async function onPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

const FAILURES_DIR = new URL('../test-results/', import.meta.url).pathname;

/**
 * Watches a page for the current test: collects its uncaught errors (a journey ends by
 * expecting none) and, if the test fails, keeps a screenshot in e2e/test-results/ and prints the
 * requests to the app (its API, scripts and pages; not photos) that failed or were still unanswered,
 * which tell a slow stack from a refused request.
 */
export function watchPage(page: Page, name: string): { expectNoErrors: () => void } {
  const errors: string[] = [];
  const requests = watchRequests(page);
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  onTestFailed(async () => {
    mkdirSync(FAILURES_DIR, { recursive: true });
    await page.screenshot({ path: `${FAILURES_DIR}${name}.png`, fullPage: true }).catch(() => undefined);
    const report = requests();
    if (report.length > 0) console.error(`[${name}] requests that failed or had no answer:\n  ${report.join('\n  ')}`);
  });
  return { expectNoErrors: () => expect(errors, 'uncaught errors in the page').toEqual([]) };
}

/** Records the page's requests to the app but photos: those answered with an error, and those still waiting (with their age). */
function watchRequests(page: Page): () => string[] {
  const failed: string[] = [];
  const waiting = new Map<Request, number>();
  const isApp = (request: Request) => {
    const url = new URL(request.url());
    return url.origin === new URL(webUrl()).origin && !url.pathname.startsWith('/api/images/');
  };
  const label = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => {
    if (isApp(request)) waiting.set(request, Date.now());
  });
  page.on('requestfailed', (request) => {
    if (!waiting.delete(request)) return;
    failed.push(`${label(request)}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', async (response) => {
    const request = response.request();
    const started = waiting.get(request);
    if (started === undefined) return;
    waiting.delete(request);
    if (response.status() < 400) return;
    const body = await response.text().catch(() => '');
    failed.push(`${label(request)}: ${response.status()} after ${Date.now() - started} ms ${body.slice(0, 200)}`);
  });
  return () => [...failed, ...[...waiting].map(([request, started]) => `${label(request)}: no answer after ${Date.now() - started} ms`)];
}

/**
 * Logs in through the login screen and waits until the header shows the signed-in person and the
 * screen has gone on to where it sends them (the header changes first, while that page loads).
 */
export async function logIn(page: Page, email: string, password = SEED_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The wishlist link is the signed-in header's at every width (Logout sits in the menu on a phone).
  await see(page.getByRole('banner').getByRole('link', { name: /^Wishlist, / }));
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Calls the API as a signed-in person (an ID token from idTokenOf), expecting a 2xx; answers its JSON body. */
export const api = <T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> => callApi<T>(webUrl(), token, method, path, body);

/** A valid IMEI no other listing has (15 digits, the last the Luhn check digit): one live listing per IMEI. */
export function freshImei(): string {
  const body = `35${Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('')}`;
  const check = [...'0123456789'].find((digit) => luhnValid(`${body}${digit}`))!;
  return `${body}${check}`;
}

/** A small PNG photo on disk, made now, for a file input. */
export async function photoFile(name: string, colour = '#4f46e5'): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'recell-e2e-photo-')), `${name}.png`);
  await sharp({ create: { width: 480, height: 360, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(phoneShape), top: 40, left: 170 }])
    .png()
    .toFile(file);
  return file;
}

const phoneShape = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="280">
  <rect x="2" y="2" width="136" height="276" rx="22" fill="#111827"/>
  <rect x="12" y="24" width="116" height="230" rx="8" fill="#e0e7ff"/>
</svg>`;

/**
 * Picks a meeting time in the booking form as a person does: the day `days` from today in Dhaka
 * (the app's time zone, whatever this machine's is) and a time of day such as "17:30". `name` is
 * the slot's group, "Meeting time 1"; `words` name its two selects in the page's language.
 */
export async function pickMeetingTime(scope: Locator, name: string, days: number, time: string, words = { day: 'day', time: 'time' }): Promise<void> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
  await scope.getByLabel(`${name}: ${words.day}`).selectOption(day);
  await scope.getByLabel(`${name}: ${words.time}`).selectOption(time);
}

/**
 * On Profile (already open): verifies a fresh Bangladeshi mobile number, typed as people write it
 * (01…), with the code the Auth emulator "texted". Returns the number as Auth keeps it (+8801…).
 */
export async function verifyMobileOnProfile(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Phone number' });
  const number = randomBdMobile();
  await section.getByLabel('Mobile number').fill(`0${number.slice(4)}`);
  await section.getByRole('button', { name: 'Send code' }).click();
  await see(section.getByText(/We texted a 6-digit code to/));
  await section.getByLabel('Code').fill(await latestPhoneCodeFor(number));
  await section.getByRole('button', { name: 'Verify' }).click();
  await see(section.getByText('Phone verified'));
  return number;
}
