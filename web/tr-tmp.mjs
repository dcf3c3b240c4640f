import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const u = process.argv[2];
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto('http://127.0.0.1:5000' + u, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const tids = new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => e.tid));
for (const t of main.filter((e) => tids.has(e.tid))) {
  const inside = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.dur > 10000 && e.name !== 'RunTask');
  const summary = {};
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.slice(-30) : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''); summary[k] = Math.max(summary[k] || 0, Math.round(e.dur / 1000)); }
  console.log(Math.round(t.dur / 1000), 'ms', JSON.stringify(summary));
}
await browser.close();
