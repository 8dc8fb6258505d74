import { PENDING_SIGN_OUT_KEY } from './lib/pending-sign-out.ts';

/**
 * The one script app.html carries inline (scripts/prerender.ts puts it after the shell). It runs as the HTML is
 * read, before the first paint:
 *
 * 1. It puts this address's list-page skeleton (a <template data-page-skeleton> per page, with the page's heading)
 *    into the frame's <main>, so the page's largest words are on screen at the first paint.
 * 2. It starts the app's scripts only once that paint is done: the build parks them as <script type="module-after-paint">
 *    and <link rel="modulepreload-after-paint">, which a browser neither fetches nor runs. Fetched with the page, they
 *    were run before the first paint whenever they arrived before the stylesheet (a fast connection), and that paint
 *    then waited for ~150 ms of script (LCP). A hidden tab paints no frame, so it starts them at once, and
 *    a timer makes sure nothing waits for a frame that never comes. The preloads marked `data-route` are each app
 *    route's own code: only those of the route the address names are started (`$name` parts match any one part),
 *    so the page's code downloads beside the frame's.
 *
 * 3. In the task after, while those scripts download, it has the browser load its date and time-zone data (ICU): the
 *    first Intl call of a page costs ~15 ms, ~65 ms on a phone, and the app's first read asks for the athlete's
 *    zone (lib/time-zone.ts) in the middle of its longest task (TBT). In the same task it asks for the
 *    page's first read, if the build gave one for the address (<meta name="first-read">, from
 *    src/features/app-shell/first-reads.ts), with the browser's preload: the app's own request of that address,
 *    made once its scripts have run, takes the answer instead of asking again. Not while a Sign Out
 *    made without signal waits to reach the server (lib/pending-sign-out.ts): nobody is signed in here until then.
 *
 * Plain ES5 in a string, untouched by the build, because the Content-Security-Policy allows it by its hash: the build
 * checks that apps/web/public/_headers names the hash of this exact text (a test keeps the Node server's policy the
 * same), and prints the new one when this text changes.
 */
export const APP_SHELL_INLINE_SCRIPT = `(function () {
  var path = location.pathname.replace(/(.)\\/+$/, '$1');
  var main = document.querySelector('#root main');
  var templates = document.querySelectorAll('template[data-page-skeleton]');
  for (var i = 0; i < templates.length; i++) {
    var template = templates[i];
    if (main && template.getAttribute('data-page-skeleton') === path) {
      main.replaceChildren(template.content.cloneNode(true));
    }
    template.remove();
  }
  var started = false;
  function startScripts() {
    if (started) return;
    started = true;
    var parked = document.querySelectorAll('script[type="module-after-paint"], link[rel="modulepreload-after-paint"]');
    for (var j = 0; j < parked.length; j++) {
      var element = parked[j];
      var route = element.getAttribute('data-route');
      if (route !== null && !isRoute(route)) {
        element.remove();
        continue;
      }
      var real = document.createElement(element.tagName);
      if (element.tagName === 'SCRIPT') {
        real.type = 'module';
        real.src = element.getAttribute('src');
      } else {
        real.rel = 'modulepreload';
        real.href = element.getAttribute('href');
      }
      real.crossOrigin = '';
      element.replaceWith(real);
    }
    setTimeout(askFirstRead, 0);
  }
  function routeValues(route) {
    var wanted = route.split('/');
    var parts = path.split('/');
    if (wanted.length !== parts.length) return null;
    var values = {};
    for (var k = 0; k < wanted.length; k++) {
      if (wanted[k].charAt(0) === '$') values[wanted[k].slice(1)] = parts[k];
      else if (wanted[k] !== parts[k]) return null;
    }
    return values;
  }
  function isRoute(route) {
    return routeValues(route) !== null;
  }
  function askFirstRead() {
    var zone;
    var signingOut = false;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      signingOut = localStorage.getItem('${PENDING_SIGN_OUT_KEY}') !== null;
    } catch (error) {}
    var reads = document.querySelectorAll('meta[name="first-read"]');
    for (var m = 0; m < reads.length; m++) {
      var read = reads[m];
      read.remove();
      var values = routeValues(read.getAttribute('data-route'));
      if (values === null || zone === undefined || signingOut) continue;
      values.timeZone = zone;
      var input;
      try {
        input = read.getAttribute('data-input').replace(/"\\$(\\w+)"/g, function (name, key) {
          return JSON.stringify(key === 'timeZone' ? values[key] : decodeURIComponent(values[key]));
        });
      } catch (error) {
        continue;
      }
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = '/trpc/' + read.getAttribute('content') + '?batch=1&input=' + encodeURIComponent(input);
      document.head.appendChild(link);
    }
  }
  if (document.visibilityState === 'hidden') startScripts();
  else requestAnimationFrame(function () { setTimeout(startScripts, 0); });
  setTimeout(startScripts, 500);
})();`;
