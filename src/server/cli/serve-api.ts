// Serves the API only (no build step): used by `npm run dev` and the browser-test launcher.
import './early-database';
import { loadConfigOrExit, serve } from './launch';

await serve(loadConfigOrExit());
