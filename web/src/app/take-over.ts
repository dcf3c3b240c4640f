/** The longest a rendered page waits after `load` for the browser to report its largest paint. */
export const TAKE_OVER_LATEST_MS = 3_000;

/**
 * When a page the function rendered loads its scripts.
 *
 * DESIGN (issue 14): the scripts draw none of a rendered page, they take it over (main.tsx).
 * Loaded with the HTML, on a phone's connection they share the bandwidth with the photos the
 * page shows, and on its CPU their evaluation can come before the first paint. So the function
 * writes no module script or preload into a rendered page (functions/src/modules/pages), only an
 * inline call of `takeOver`, which loads the entry and the route's chunks side by side once the
 * page has loaded (its photos in) and the browser has reported its largest paint. Links work
 * meanwhile: they are links. A browser that reports no largest paint (Safari; any browser for a
 * page loading in a background tab) loads them at `load`, and none waits more than
 * `latestMs` after it.
 * What a person does before then is not lost: takeOver remembers the last tap on a button or choice
 * in a select, which React would not see (it reads neither from the page it takes over), and does
 * it again when main.tsx calls `window[earlyInputGlobal]()`, once React has the page.
 *
 * takeOver is inlined with Function.prototype.toString (entry-server.tsx), so it must stay
 * self-contained: no imports, no helpers outside its body.
 */
export function takeOver(entry: string, chunks: readonly string[], window: Window & typeof globalThis, latestMs: number, earlyInputGlobal: string): void {
  const { document } = window;
  let repeat: (() => void) | null = null;
  // Buttons only: a link or a form's submit button works without the app.
  const rememberTap = (event: Event) => {
    const button = event.target instanceof window.Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof window.HTMLElement) repeat = () => button.isConnected && button.click();
  };
  const rememberChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof window.HTMLSelectElement)) return;
    const { value } = select;
    repeat = () => {
      if (!select.isConnected) return;
      select.value = value; // React may have drawn its own value over it since.
      select.dispatchEvent(new window.Event('change', { bubbles: true }));
    };
  };
  document.addEventListener('click', rememberTap, true);
  document.addEventListener('change', rememberChoice, true);
  Object.assign(window, {
    [earlyInputGlobal]: () => {
      document.removeEventListener('click', rememberTap, true);
      document.removeEventListener('change', rememberChoice, true);
      const repeatOnce = repeat;
      repeat = null;
      repeatOnce?.();
    },
  });
  let started = false;
  // The entry first, then the chunks it and the route import, four requests to a task: the ten a
  // list page asks for, made at once, were a long task of their own on a phone.
  const start = () => {
    if (started) return;
    started = true;
    const queue = [entry, ...chunks];
    const requestSome = () => {
      for (const href of queue.splice(0, 4)) {
        if (href === entry) {
          const script = document.createElement('script');
          script.type = 'module';
          script.src = href;
          document.head.append(script);
        } else {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = href;
          document.head.append(link);
        }
      }
      if (queue.length > 0) window.setTimeout(requestSome, 0);
    };
    requestSome();
  };
  const afterLoad = () => {
    const reportsPaint = typeof window.PerformanceObserver === 'function' && window.PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    if (!reportsPaint || document.visibilityState !== 'visible') return start();
    // Buffered: a paint reported before `load` counts. The next task, so the paint's own work is done.
    new window.PerformanceObserver(() => window.setTimeout(start, 0)).observe({ type: 'largest-contentful-paint', buffered: true });
    window.setTimeout(start, latestMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
