// On a page the server rendered: starts the app's scripts once the page has painted, so on a slow
// connection nothing competes with the page itself before it shows (docs/decisions/0040).
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
  function start() {
    if (started) return;
    started = true;
    files.preload.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: files.entry });
  }
  // the first contentful paint is the moment; where the browser cannot tell it, the frame after next
  try {
    new PerformanceObserver(function (entries) {
      entries.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint') start();
      });
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  // a page opened in the background paints nothing until shown: start anyway
  setTimeout(start, 1500);
})();
