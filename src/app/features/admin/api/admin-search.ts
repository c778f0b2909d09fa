/** What every admin screen keeps in the address bar: search, sort, page, the open record, and its filters. */
export type AdminSearch = {
  q?: string;
  sort?: string;
  page?: number;
  id?: number;
} & Record<string, string | number | undefined>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined);
const positive = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A validateSearch for a screen with these filter names: a number stays a number (an id picked
 * reads `admin_id=1` in the address bar, not `admin_id="1"`), anything else is kept as text.
 */
export function adminSearchParser(filters: readonly string[]) {
  return (search: Record<string, unknown>): AdminSearch => {
    const out: AdminSearch = {};
    const q = text(search.q);
    if (q) out.q = q;
    const sort = text(search.sort);
    if (sort) out.sort = sort;
    const page = positive(search.page);
    if (page && page > 1) out.page = page;
    const id = positive(search.id);
    if (id) out.id = id;
    for (const name of filters) {
      const raw = search[name];
      const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : text(raw);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
}

export const PER_PAGE = 20;

/** Sets one filter of a screen's search by name (an empty value clears it), back on the first page. */
export const filterSetter =
  (search: AdminSearch, onSearch: (next: AdminSearch) => void) => (name: string) => (value: string) =>
    onSearch({ ...search, [name]: value || undefined, page: undefined });
