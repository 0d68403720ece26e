import { holdEarlySubmits } from './early-submit';
import { keepEarlyPresses } from './early-presses';
import { openEarlyFields } from './early-fields';
import { switchEarlyTabs } from './early-tabs';

// Inlined at the end of every page's body, before the app's loader (scripts/vite/inline-scripts.ts):
// the page answers the visitor from its first paint; the app takes over each element as it
// hydrates it (the marks in ./contract.ts).
holdEarlySubmits();
switchEarlyTabs();
keepEarlyPresses();
openEarlyFields();
