import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOver } from '@/app/take-over';
import { takeOverScript } from '@/entry-server';

const ENTRY = '/assets/index-1.js';
const CHUNKS = ['/assets/vendor-1.js', '/assets/products-1.js'];
const LATEST_MS = 3_000;
const EARLY_INPUT = '__earlyInput';

/** A browser window around jsdom's document: its load state, visibility and largest-paint reports are the test's to set. */
function fakeWindow({ reportsPaint, visible = true, complete = false }: { reportsPaint: boolean; visible?: boolean; complete?: boolean }) {
  document.head.innerHTML = '';
  const loadListeners: (() => void)[] = [];
  let reportPaint = () => {};
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaint ? ['largest-contentful-paint', 'paint'] : ['paint'];
    constructor(private readonly callback: () => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      reportPaint = () => this.callback();
    }
  }
  const fakeDocument = {
    head: document.head,
    addEventListener: document.addEventListener.bind(document),
    removeEventListener: document.removeEventListener.bind(document),
    createElement: document.createElement.bind(document),
    readyState: complete ? 'complete' : 'interactive',
    visibilityState: visible ? 'visible' : 'hidden',
  };
  const window = {
    document: fakeDocument,
    PerformanceObserver: FakePerformanceObserver,
    Element,
    HTMLElement,
    HTMLSelectElement,
    HTMLInputElement,
    HTMLTextAreaElement,
    Event,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: (type: string, listener: () => void) => {
      expect(type).toBe('load');
      loadListeners.push(listener);
    },
  } as unknown as Window & typeof globalThis;
  return { window, load: () => loadListeners.forEach((listener) => listener()), reportPaint: () => reportPaint() };
}

/** What takeOver has added to <head>: module preloads and module scripts. */
function added() {
  return {
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    scripts: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  };
}
const NOTHING = { preloads: [], scripts: [] };
const EVERYTHING = { preloads: CHUNKS, scripts: [ENTRY] };

describe('takeOver (a rendered page loads its scripts once it has painted)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits for load, then for the largest paint, and loads the entry and the chunks side by side once', () => {
    const page = fakeWindow({ reportsPaint: true });
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    expect(added()).toEqual(NOTHING);
    page.load();
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(added()).toEqual(NOTHING);
    page.reportPaint();
    expect(added()).toEqual(NOTHING); // The task after the paint's.
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(EVERYTHING);
    page.reportPaint();
    vi.advanceTimersByTime(LATEST_MS);
    expect(added()).toEqual(EVERYTHING);
  });

  it(`loads them ${LATEST_MS / 1000} s after load when no largest paint is reported`, () => {
    const page = fakeWindow({ reportsPaint: true });
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    page.load();
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(added()).toEqual(NOTHING);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(EVERYTHING);
  });

  it('loads them at load where the browser reports no largest paint (Safari) or the page is in a background tab', () => {
    for (const browser of [{ reportsPaint: false }, { reportsPaint: true, visible: false }]) {
      const page = fakeWindow(browser);
      takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
      expect(added()).toEqual(NOTHING);
      page.load();
      expect(added()).toEqual(EVERYTHING);
    }
  });

  it('asks for the entry first, then for the chunks, four requests to a task', () => {
    const page = fakeWindow({ reportsPaint: false, complete: true });
    const chunks = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    takeOver(ENTRY, chunks, page.window, LATEST_MS, EARLY_INPUT);
    expect(added()).toEqual({ scripts: [ENTRY], preloads: chunks.slice(0, 3) });
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual({ scripts: [ENTRY], preloads: chunks.slice(0, 7) });
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual({ scripts: [ENTRY], preloads: chunks });
  });

  it('does not wait for a load event that has already fired', () => {
    const page = fakeWindow({ reportsPaint: false, complete: true });
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    expect(added()).toEqual(EVERYTHING);
  });

  /** Does again what was done before React had the page, as main.tsx does once it has, and lets it run. */
  const repeatEarlyInput = (page: ReturnType<typeof fakeWindow>) => {
    (page.window as unknown as Record<string, () => void>)[EARLY_INPUT]!();
    vi.runAllTimers();
  };

  it('taps again, once, the last button tapped before React has the page, and then stops listening', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML = '<button type="button" id="search"><svg></svg></button><button type="button" id="book">Book</button><button id="submit">Send</button><a id="link" href="#">Link</a>';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    document.querySelector('#search svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('book')!.click();
    document.getElementById('submit')!.click(); // A form's submit button works without the app,
    document.getElementById('link')!.click(); // and so does a link.
    const tapped: string[] = [];
    document.addEventListener('click', (event) => tapped.push((event.target as HTMLElement).id));
    repeatEarlyInput(page);
    expect(tapped).toEqual(['book']);
    document.getElementById('search')!.click();
    repeatEarlyInput(page);
    expect(tapped).toEqual(['book', 'search']);
  });

  it('chooses again the last choice made in a select, over whatever value React has drawn since', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML = '<button type="button" id="search">Search</button><select id="sort"><option value="newest">Newest</option><option value="price_asc">Price</option></select>';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    const sort = document.getElementById('sort') as HTMLSelectElement;
    document.getElementById('search')!.click();
    sort.value = 'price_asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    sort.value = 'newest'; // React drew its own state over the choice.
    const changes: string[] = [];
    document.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).value));
    repeatEarlyInput(page);
    expect(changes).toEqual(['price_asc']);
    expect(sort.value).toBe('price_asc');
  });

  /** Watches a field's value as React does (its value tracker): through the element's own setter, which a script's `field.value = …` goes through. */
  function trackedLikeReact(field: HTMLInputElement) {
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let tracked = field.value;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get: () => native.get!.call(field),
      set: (value: string) => {
        tracked = value;
        native.set!.call(field, value);
      },
    });
    return { changed: () => tracked !== field.value };
  }

  it('ticks again each box ticked or unticked and each radio chosen, over whatever React has drawn since', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML =
      '<input type="checkbox" id="good"><input type="checkbox" id="verified" checked><input type="radio" name="brand" id="all" checked><input type="radio" name="brand" id="apple">';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    const box = (id: string) => document.getElementById(id) as HTMLInputElement;
    box('good').click();
    box('verified').click();
    box('apple').click();
    // React drew its own state over them.
    box('good').checked = false;
    box('verified').checked = true;
    box('all').checked = true;
    const changes: string[] = [];
    document.addEventListener('change', (event) => changes.push(`${(event.target as HTMLInputElement).id} ${(event.target as HTMLInputElement).checked}`));
    repeatEarlyInput(page);
    expect(changes).toEqual(['good true', 'verified false', 'apple true']);
    expect([box('good').checked, box('verified').checked, box('all').checked, box('apple').checked]).toEqual([true, false, false, true]);
  });

  it('types again what was typed in a field, so that a value tracker like React\'s sees a change', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML = '<input type="number" id="max" value="50000"><input type="number" id="min" value="20000"><input type="file" id="photo">';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    field('max').value = '30000';
    field('max').dispatchEvent(new Event('input', { bubbles: true }));
    field('min').value = '';
    field('min').dispatchEvent(new Event('input', { bubbles: true }));
    field('photo').dispatchEvent(new Event('input', { bubbles: true }));
    // Taken over, with React's tracker on each field, then drawn from React's state.
    const trackers = { max: trackedLikeReact(field('max')), min: trackedLikeReact(field('min')) };
    field('max').value = '50000';
    field('min').value = '20000';
    const seen: string[] = [];
    document.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement;
      if (target.id === 'max' || target.id === 'min') seen.push(`${target.id} ${target.value} ${trackers[target.id].changed()}`);
    });
    repeatEarlyInput(page);
    expect(seen).toEqual(['max 30000 true', 'min  true']);
  });

  it('does again in the order they were last done, each in a task of its own: a field changed again comes after the others', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML =
      '<select id="sort"><option value="newest">Newest</option><option value="price_asc">Price</option></select><input type="checkbox" id="good"><button type="button" id="more">More</button>';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const choose = (value: string) => {
      sort.value = value;
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('price_asc');
    document.getElementById('good')!.click();
    document.getElementById('more')!.click();
    choose('newest');
    const done: string[] = [];
    for (const type of ['click', 'change']) document.addEventListener(type, (event) => done.push(`${type} ${(event.target as HTMLElement).id}`));
    // Each in a task of its own, after the call (made in a React effect, where what a handler changes is not rendered yet).
    (page.window as unknown as Record<string, () => void>)[EARLY_INPUT]!();
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['click good', 'change good']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['click good', 'change good', 'click more']);
    vi.runAllTimers();
    expect(done).toEqual(['click good', 'change good', 'click more', 'change sort']);
  });

  it('does nothing again for an element no longer in the page', () => {
    const page = fakeWindow({ reportsPaint: false });
    document.body.innerHTML = '<button type="button" id="book">Book</button>';
    takeOver(ENTRY, CHUNKS, page.window, LATEST_MS, EARLY_INPUT);
    const book = document.getElementById('book')!;
    book.click();
    book.remove();
    let tapped = false;
    book.addEventListener('click', () => (tapped = true));
    repeatEarlyInput(page);
    expect(tapped).toBe(false);
  });

  it('is written inline by the server bundle, self-contained, with its arguments escaped', () => {
    const script = takeOverScript('/assets/index-1.js', ['/assets/</script>.js']);
    expect(script).toMatch(/^<script>\(function takeOver\(/);
    expect(script).toContain('("/assets/index-1.js", ["/assets/\\u003c/script>.js"], window, 3000, "__recellEarlyInput")</script>');
    expect(script.slice('<script>'.length, -'</script>'.length)).not.toContain('</script');
  });
});
