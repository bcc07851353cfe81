/** The parts of a zod schema's internals this helper reads (zod 4 keeps them in `_zod.def`). */
interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, unknown>;
  readonly in?: unknown;
  readonly options?: readonly unknown[];
  readonly left?: unknown;
  readonly right?: unknown;
  readonly innerType?: unknown;
  readonly getter?: () => unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  return (schema as { _zod: { def: SchemaDef } })._zod.def;
}

/**
 * The top-level keys an object schema reads, through the wrappers request schemas use
 * (transforms, unions, intersections, optional and default): the fields a client can send.
 */
export function schemaKeys(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return schemaKeys(def.in);
    case 'union':
      return [...new Set((def.options ?? []).flatMap(schemaKeys))];
    case 'intersection':
      return [...new Set([...schemaKeys(def.left), ...schemaKeys(def.right)])];
    case 'lazy':
      return schemaKeys(def.getter?.());
    default:
      return def.innerType === undefined ? [] : schemaKeys(def.innerType);
  }
}
