/* exported firstTapProbe */
/**
 * Runs in the page from the start of every document (an init script; plain JavaScript, so that
 * what the browser runs is this text and nothing a compiler added). It watches each frame for the
 * control (a button, link or summary whose accessible name matches `control`) until one is
 * painted in the viewport, and on the first tap watches each frame for the page's answer: the
 * address changing, or a dialog, menu, navigation, open popover or open `<details>` becoming
 * visible that was not visible when the tap came. Roles and states only, no class names, so it
 * times whatever the page's controls are built with. A tap that loads another document is
 * answered when that document commits (the address bar changes): the tap's time goes along in
 * sessionStorage under `pendingKey`. When the control shows, the script calls the bench's binding
 * `window[onShown]` with its time and middle.
 *
 * Leaves `window.__firstTap`: { shownAt, control, tapAt, tapEpoch, answeredAt, answer }, times in
 * the document's milliseconds (0 = the start of its navigation) but `tapEpoch`, the tap's time
 * since the epoch, which holds across documents.
 */
function firstTapProbe({ control, pendingKey, onShown }) {
  const named = new RegExp(control);
  const probe = { shownAt: null, control: null, tapAt: null, tapEpoch: null, answeredAt: null, answer: null };
  window.__firstTap = probe;
  const CONTROLS = 'button, a[href], [role="button"], summary, input[type="submit"], input[type="button"]';
  const ANSWERS =
    'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"], nav, [role="navigation"], :popover-open, details[open] > :not(summary)';
  const nameOf = (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const describe = (element) => {
    const role = element.getAttribute('role');
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = element.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
    const shortLabel = label ? label.trim().slice(0, 30) : '';
    return `${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${shortLabel ? ` "${shortLabel}"` : ''} shown`;
  };

  const pending = sessionStorage.getItem(pendingKey);
  if (pending !== null) {
    sessionStorage.removeItem(pendingKey);
    const navigation = performance.getEntriesByType('navigation')[0];
    probe.tapEpoch = JSON.parse(pending).at;
    probe.tapAt = probe.tapEpoch - performance.timeOrigin;
    probe.answeredAt = navigation?.responseStart ?? 0;
    probe.answer = `a new document (${location.pathname}${location.search})`;
    return;
  }

  const watchForControl = () => {
    const found = [...document.querySelectorAll(CONTROLS)].find((element) => named.test(nameOf(element)) && inView(element));
    if (found) {
      probe.shownAt = performance.now();
      probe.control = found;
      // Straight to the bench through its binding, in this frame: waiting for another frame to read
      // it would wait out whatever long task comes next, which is what the tap is there to meet.
      const box = found.getBoundingClientRect();
      window[onShown]?.({ at: probe.shownAt, epoch: performance.timeOrigin + probe.shownAt, x: box.left + box.width / 2, y: box.top + box.height / 2 });
    } else requestAnimationFrame(watchForControl);
  };
  requestAnimationFrame(watchForControl);

  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tapAt !== null) return;
      probe.tapAt = event.timeStamp;
      probe.tapEpoch = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(pendingKey, JSON.stringify({ at: probe.tapEpoch }));
      const href = location.href;
      const visibleBefore = new Set([...document.querySelectorAll(ANSWERS)].filter(inView));
      const watchForAnswer = () => {
        const moved = location.href !== href;
        const appeared = moved ? undefined : [...document.querySelectorAll(ANSWERS)].find((element) => !visibleBefore.has(element) && inView(element));
        if (moved || appeared) {
          probe.answeredAt = performance.now();
          probe.answer = appeared ? describe(appeared) : `address changed to ${location.pathname}${location.search}`;
          sessionStorage.removeItem(pendingKey);
        } else if (performance.now() - event.timeStamp < 60_000) requestAnimationFrame(watchForAnswer);
      };
      requestAnimationFrame(watchForAnswer);
    },
    { capture: true },
  );
}
