import { registerZoneTable, type ZoneTable } from '../../domain/zoned-time';

/**
 * The app's zone's offsets for the years around the build, made by the build (vite.config.ts)
 * from Node's time-zone data, the server's too. With them the first screen reads its times
 * without starting ICU (25-90 ms on the main thread); other zones and years use Intl.
 */
declare const __APP_ZONE_TABLE__: ZoneTable | undefined;

if (typeof __APP_ZONE_TABLE__ !== 'undefined') registerZoneTable(__APP_ZONE_TABLE__);
