/** The operations of the served OpenAPI document, with a plausible body for each, to mutate. */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };

type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Fields of the JSON body, and a plausible value for each; undefined when there is no body. */
  body?: Record<string, unknown>;
};

type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
};

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: Document): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name]);
  };
  const sample = (schema: Schema | undefined, depth = 0): unknown => {
    const resolved = resolve(schema);
    if (!resolved || depth > 3) return null;
    const variant = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
    if (variant?.[0]) return sample(variant[0], depth + 1);
    if (resolved.enum?.length) return resolved.enum[0];
    const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
        );
      case 'array':
        return [sample(resolved.items, depth + 1)];
      case 'integer':
        return Math.max(1, resolved.minimum ?? 1);
      case 'number':
        return 44.43;
      case 'boolean':
        return true;
      default:
        if (resolved.format === 'date') return '2027-01-04';
        if (resolved.format === 'date-time') return '2027-01-04 10:00:00';
        if (resolved.format === 'email') return 'fuzz@example.test';
        return 'Fuzz 1';
    }
  };

  const operations: Operation[] = [];
  for (const [openApiPath, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const body = jsonBody ? sample(jsonBody) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path: openApiPath,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined,
      });
    }
  }
  return operations;
}

/** The path with each `{param}` replaced by `values[param]` (or `fallback`). */
export function fillPath(path: string, values: Record<string, string>, fallback = '1'): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? fallback);
}
