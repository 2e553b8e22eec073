import { engineFlows } from './support/flows.ts';
import { startFirefox } from './support/firefox.ts';

// Firefox ESR.
engineFlows('Firefox ESR', startFirefox);
