/** The longest a rendered page waits after `load` for the browser to report its largest paint. */
export const TAKE_OVER_LATEST_MS = 3_000;

/**
 * When a page the function rendered loads its scripts.
 *
 * The scripts draw none of a rendered page, they take it over (main.tsx).
 * Loaded with the HTML, on a phone's connection they share the bandwidth with the photos the
 * page shows, and on its CPU their evaluation can come before the first paint. So the function
 * writes no module script or preload into a rendered page (functions/src/modules/pages), only an
 * inline call of `takeOver`, which loads the entry and the route's chunks side by side once the
 * page has loaded (its photos in) and the browser has reported its largest paint. Links work
 * meanwhile: they are links. A browser that reports no largest paint (Safari; any browser for a
 * page loading in a background tab) loads them at `load`, and none waits more than
 * `latestMs` after it.
 * What a person does before then is not lost: takeOver remembers the last tap on a button and what
 * was chosen, ticked or typed in each field, which React would not see (it reads none of it from
 * the page it takes over), and does it again when main.tsx calls `window[earlyInputGlobal]()`,
 * once React has the page.
 *
 * takeOver is inlined with Function.prototype.toString (entry-server.tsx), so it must stay
 * self-contained: no imports, no helpers outside its body.
 */
export function takeOver(entry: string, chunks: readonly string[], window: Window & typeof globalThis, latestMs: number, earlyInputGlobal: string): void {
  const { document } = window;
  // What was done before React has the page, to do again in order: the last tap on a button, and
  // each field's last value. A field's element is its key, so changing it again moves it last.
  const early = new Map<Element, () => void>();
  const remember = (element: Element, again: () => void) => {
    early.delete(element);
    early.set(element, again);
  };
  // Buttons only: a link or a form's submit button works without the app. One tap: a second
  // would undo what the first opened.
  let tapped: Element | undefined;
  const rememberTap = (event: Event) => {
    const button = event.target instanceof window.Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof window.HTMLElement)) return;
    if (tapped) early.delete(tapped);
    tapped = button;
    remember(button, () => button.click());
  };
  // React reads neither a field's value nor a box's tick from the page it takes over, and draws
  // its own state over them once it renders again. So each is set back and announced with the
  // event React listens to, after a value it did not have: React then sees a change.
  const rememberField = (event: Event) => {
    const field = event.target;
    if (field instanceof window.HTMLSelectElement) {
      if (event.type !== 'change') return;
      const { value } = field;
      remember(field, () => {
        field.value = value;
        field.dispatchEvent(new window.Event('change', { bubbles: true }));
      });
    } else if (field instanceof window.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (event.type !== 'change') return;
      const { checked } = field;
      remember(field, () => {
        field.checked = !checked;
        field.click();
      });
    } else if ((field instanceof window.HTMLInputElement && field.type !== 'file') || field instanceof window.HTMLTextAreaElement) {
      const { value } = field;
      remember(field, () => {
        field.value = value === '' ? '0' : '';
        // The element's own setter, which React watches, saw the value above; this one it does not see.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new window.Event('input', { bubbles: true }));
      });
    }
  };
  document.addEventListener('click', rememberTap, true);
  document.addEventListener('change', rememberField, true);
  document.addEventListener('input', rememberField, true);
  Object.assign(window, {
    [earlyInputGlobal]: () => {
      document.removeEventListener('click', rememberTap, true);
      document.removeEventListener('change', rememberField, true);
      document.removeEventListener('input', rememberField, true);
      // Each in a task of its own, outside the React effect that calls this: React renders what
      // one changed before the next runs, whose handler then builds on it.
      const again = [...early];
      early.clear();
      const next = () => {
        const action = again.shift();
        if (!action) return;
        const [element, repeat] = action;
        if (element.isConnected) repeat();
        window.setTimeout(next, 0);
      };
      window.setTimeout(next, 0);
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
