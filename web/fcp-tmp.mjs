import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const u of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push(Math.round(e.startTime)); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('http://127.0.0.1:5000' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log(u, JSON.stringify(await page.evaluate(() => ({ paint: performance.getEntriesByType('paint').map((p) => p.name + ':' + Math.round(p.startTime)), lcp: window.__lcp, dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd) }))));
  await ctx.close();
}
await browser.close();
