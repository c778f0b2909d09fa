// `npm run --silent secrets`: prints the embedded real-time server's key and secret as
// environment lines, for a backend that publishes to it with the `pusher` library or checks
// its webhooks' signatures. The secret is REALTIME_SECRET, else the one generated on first
// start and kept in the database (generated now if the server never ran). Standard output
// only: a secret never goes into a log line.
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { realtimeCredentials } from '../realtime/credentials';
import { exitOnStartError } from './launch';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { key, secret } = await realtimeCredentials(config, database.db);
    process.stdout.write(`REALTIME_KEY=${key}\nREALTIME_SECRET=${secret}\n`);
    if (config.PUSHER_APP_ID) {
      console.error('Note: with PUSHER_* set, clients use the hosted service; its secret is PUSHER_SECRET.');
    }
  } finally {
    await database.close();
  }
} catch (err) {
  await exitOnStartError(
    err,
    (message) =>
      `${message}\nThe embedded database opens in one process at a time: stop the server, run ` +
      '`npm run --silent secrets`, and start it again (or set REALTIME_SECRET yourself).',
  );
}
