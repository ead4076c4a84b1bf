/** The journeys in Debian's Firefox ESR at a phone's width (support/journeys.ts). */
import { engineSuite, PHONE } from './support/engine-suite';
import { FIREFOX_PATH, launchFirefox } from './support/firefox-browser';

engineSuite({ name: 'Firefox', needs: { [FIREFOX_PATH]: 'firefox-esr' }, launch: () => launchFirefox(PHONE) });
