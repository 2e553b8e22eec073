import { engineFlows } from './support/flows.ts';
import { startWebKit } from './support/webkit.ts';

// WebKitGTK, the engine of every browser on an iPhone.
engineFlows('WebKitGTK', startWebKit);
