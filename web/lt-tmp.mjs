import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const u of process.argv.slice(2)) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('http://127.0.0.1:5000' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(u, JSON.stringify(await page.evaluate(() => ({ fcp: Math.round(performance.getEntriesByType('paint')[0]?.startTime), lt: window.__lt }))));
  await ctx.close();
}
await browser.close();
