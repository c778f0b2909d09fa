/** The OAuth scope string ("user admin") as a list: split on any whitespace, no blanks, no repeats. */
export function parseScopes(scope: unknown): string[] {
  if (Array.isArray(scope)) return parseScopes(scope.join(' '));
  if (typeof scope !== 'string') return [];
  return [...new Set(scope.split(/\s+/).filter(Boolean))];
}

export function hasScope(scopes: readonly string[], scope: string): boolean {
  return scopes.includes(scope);
}
