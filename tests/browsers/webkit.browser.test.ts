/** The journeys in WebKitGTK, Safari's engine, at the narrowest width its MiniBrowser allows (support/journeys.ts). */
import { engineSuite, PHONE } from './support/engine-suite';
import { launchWebKit, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './support/webkit-browser';

engineSuite({
  name: 'WebKit',
  needs: { [WEBKIT_DRIVER_PATH]: 'webkit2gtk-driver', [MINIBROWSER_PATH]: 'libwebkit2gtk-4.1-0', '/usr/bin/xvfb-run': 'xvfb' },
  launch: () => launchWebKit(PHONE),
});
