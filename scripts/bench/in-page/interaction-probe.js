/* global webVitals */
/* exported interactionProbe */
/**
 * Runs in the page from the start of its document, after web-vitals' IIFE build (which defines
 * `webVitals`). web-vitals' onINP reports the page's INP each time it grows (reportAllChanges);
 * an Event Timing observer keeps every interaction's own latency, the figures INP is made of,
 * to say which step of the sequence each one belongs to. The bench names the step it is about
 * to take in `window.__interaction.step`.
 */
function interactionProbe({ durationThreshold }) {
  const probe = { step: null, reports: [], interactions: {} };
  window.__interaction = probe;
  webVitals.onINP(
    (metric) => {
      const { attribution } = metric;
      probe.reports.push({
        value: metric.value,
        step: probe.step,
        target: attribution.interactionTarget,
        type: attribution.interactionType,
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
      });
    },
    { reportAllChanges: true, durationThreshold },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = probe.interactions[entry.interactionId];
      if (!seen || entry.duration > seen.ms) probe.interactions[entry.interactionId] = { ms: entry.duration, step: seen?.step ?? probe.step, event: entry.name };
    }
  }).observe({ type: 'event', durationThreshold, buffered: true });
}
