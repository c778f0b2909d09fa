/** Where `npm start` finds the compiled server (dist-server/). */
export const serverBundleDir: string;
/** Bundles the server into a new folder of `outDir` (default dist-server/) and makes it current. */
export function buildServerBundle(outDir?: string): Promise<{ entry: string; ms: number }>;
/** The compiled `npm start` entry when `outDir` holds one newer than every file it was built from. */
export function freshServerEntry(outDir?: string): string | undefined;
