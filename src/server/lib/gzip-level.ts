/**
 * zlib's level for answers compressed on the fly (the compress plugin in app.ts, the admin
 * exports in export-cache.ts). Level 3 (zlib's fast strategy): a finder answer 12% larger than
 * at the default 6 for a third of the CPU (docs/performance.md, "gzip level").
 */
export const GZIP_LEVEL = 3;
