// Loaded before the app's own scripts in every page the journeys open: the drivers of Firefox and WebKit report no
// page error the same way (WebKit's none at all), so each page sends its own to the journey's proxy.
(function () {
  function report(kind, text) {
    navigator.sendBeacon('/__journey/errors', JSON.stringify({ kind: kind, text: String(text), page: location.href }));
  }
  // Leaving the page aborts the scripts it was still preloading; those are no failure of the page.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  window.addEventListener('error', function (event) {
    if (event.message) report('error', event.message);
    // A resource that failed to load reaches here too, with no message of its own.
    else if (!leaving) report('error', 'failed to load ' + (event.target && (event.target.src || event.target.href)));
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    report('unhandled rejection', event.reason && event.reason.stack ? event.reason.stack : event.reason);
  });
  var consoleError = console.error.bind(console);
  console.error = function () {
    report('console.error', Array.prototype.map.call(arguments, String).join(' '));
    consoleError.apply(null, arguments);
  };
})();
