// Serves the API only (no build step): used by `npm run dev` and the browser-test launcher.
import { loadConfigOrExit, serve } from './launch';

await serve(loadConfigOrExit());
