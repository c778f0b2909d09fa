// Imported first by the start entries: on the embedded database (no DATABASE_URL in the
// environment), PGlite's WebAssembly starts compiling on V8's background threads before the
// settings and the server's modules load on the main thread. Were DATABASE_URL set some other
// way, the compiled module would go unused and be collected.
import { pgliteWasmModule } from '../db/pglite-wasm';

if (!process.env.DATABASE_URL) pgliteWasmModule().catch(() => undefined);
