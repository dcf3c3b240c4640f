import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), el: e.element ? e.element.tagName + ' ' + (e.element.getAttribute('alt') || e.element.className || '').slice(0, 40) : null, size: e.size, url: (e.url || '').slice(-30) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  const mo = new MutationObserver((recs) => { for (const r of recs) for (const n of r.removedNodes) if (n.nodeType === 1 && n.querySelector && n.querySelector('img')) window.__removed = (window.__removed || 0) + 1; });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true, subtree: true }));
});
page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 200)));
for (const u of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:5000' + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  console.log(u, JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, removed: window.__removed }))));
}
await browser.close();
