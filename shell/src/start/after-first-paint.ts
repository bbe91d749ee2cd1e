/**
 * The page's first script, and its only one in the HTML: it starts the shell's entry once the server's
 * HTML has been drawn. The entry is already downloading (the HTML preloads it); evaluating it (React,
 * the federation runtime, the chrome's hydration) takes a few hundred milliseconds on a phone-speed CPU,
 * and a deferred script runs as soon as the document is parsed, which can be before the first frame:
 * the page's text then appeared only after the script. Built as a plain classic script (no modules,
 * no federation runtime) by the build's paint-first plugin; the entry's URL (after those of the scripts split from it) is in `data-main`, separated by spaces.
 */
(() => {
  const current = document.currentScript;
  const main = current instanceof HTMLScriptElement ? current.dataset.main : undefined;
  if (!main) return;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    // Each runs (and is compiled) as its own task, in whatever order they arrive: the entry waits for the others.
    for (const src of main.split(' ').filter(Boolean)) {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
  };
  // A hidden page draws no frames: start at once (or when it is hidden before its first paint).
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, { once: true });
  // The first contentful paint's entry arrives once that frame is on screen (`requestAnimationFrame`
  // fires before a frame is drawn, and its presentation can come a good while later).
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(start, 0));
  } else {
    start();
  }
  // Never left waiting: a page that paints nothing contentful still starts soon after it has loaded.
  window.addEventListener('load', () => setTimeout(start, 2000), { once: true });
})();

export {};
