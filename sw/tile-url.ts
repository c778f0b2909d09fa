/** Raster tile URLs look like .../{z}/{x}/{y}.png (any host: TILE_URL is set at run time). */
const tilePath = /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

export function isTileRequestUrl(url: URL): boolean {
  return tilePath.test(url.pathname) && !url.pathname.startsWith('/api/');
}
