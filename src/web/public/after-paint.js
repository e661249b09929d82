// On a page the server rendered: starts the app's scripts once the page has painted, so on a slow
// connection nothing competes with the page itself before it shows (docs/decisions/0040). The page
// came with only the style rules it shows: the whole stylesheet is loaded first, and the app starts
// once it is in (or failed), so nothing the app draws is ever unstyled (docs/decisions/0048).
(function () {
  var list = document.getElementById('miadi-scripts');
  if (!list) return;
  var files = JSON.parse(list.textContent);
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function run() {
    add('script', { type: 'module', crossorigin: '', src: files.entry });
  }
  function start() {
    if (started) return;
    started = true;
    var styles = files.styles || [];
    var waiting = styles.length;
    styles.forEach(function (href) {
      var link = document.createElement('link');
      link.onload = link.onerror = function () {
        if (--waiting === 0) run();
      };
      link.setAttribute('rel', 'stylesheet');
      link.setAttribute('crossorigin', '');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    });
    // the entry is fetched alongside the stylesheet and run once it is in
    files.preload.concat(waiting ? [files.entry] : []).forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    if (!waiting) run();
  }
  // the moment is once the page has painted its first content and the whole document is on screen.
  // This script runs when the last of the document has been read, which a long page may do after its
  // first paint: the largest paint after this moment tells the rest is shown, or, where the rest adds
  // nothing larger (or the browser tells it late), four frames do: the next frame draws the rest and
  // the browser presents a frame about one frame after drawing it
  var readAt = performance.now();
  var isPainted = false;
  var isShown = false;
  function startWhenShown() {
    if (isPainted && isShown) start();
  }
  function shown() {
    isShown = true;
    startWhenShown();
  }
  (function afterFrames(count) {
    requestAnimationFrame(function () {
      if (count > 1) afterFrames(count - 1);
      else setTimeout(shown, 0);
    });
  })(4);
  try {
    new PerformanceObserver(function (entries) {
      entries.getEntries().forEach(function (entry) {
        if (entry.startTime >= readAt) shown();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (error) {
    // the frames alone tell
  }
  try {
    new PerformanceObserver(function (entries) {
      entries.getEntries().forEach(function (entry) {
        if (entry.name !== 'first-contentful-paint') return;
        isPainted = true;
        startWhenShown();
      });
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    // where the browser cannot tell the first paint, the frames tell
    isPainted = true;
  }
  // a page opened in the background paints nothing until shown: start anyway
  setTimeout(start, 1500);
})();
