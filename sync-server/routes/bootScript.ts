import { createHash } from 'node:crypto';

/** The id of the JSON element that names a server-rendered page's scripts (read by BOOT_SCRIPT). */
export const BOOT_ELEMENT_ID = 'boot';

/**
 * The one inline script of a server-rendered page: it asks for the page's scripts after the
 * page's first paint. That page is already whole in the HTML, so nothing it shows waits for a
 * script; requested with the HTML instead, the scripts (200 KB) would share the first
 * bandwidth with the stylesheet, which the paint does wait for. A page opened in a background
 * tab (no frames until it is shown) asks at once. The scripts run in the order listed (`async`
 * false): the main script's chunks first, each evaluated in a task of its own, then the main
 * script. The CSP allows exactly this text (its hash).
 */
export const BOOT_SCRIPT = `(function () {
  var boot = JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent);
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function load() {
    boot.preload.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    boot.scripts.forEach(function (src) { add('script', { type: 'module', src: src, async: false }); });
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();`;

/** The CSP source that allows BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
