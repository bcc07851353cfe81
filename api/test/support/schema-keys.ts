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

interface LeafDef extends SchemaDef {
  readonly element?: unknown;
  readonly valueType?: unknown;
  readonly items?: readonly unknown[];
  readonly out?: unknown;
}

/** A number a request may carry, at its path (`lines.0.variant_id`; arrays as index 0). */
export interface NumberLeaf {
  readonly path: readonly (string | number)[];
  /** The largest value the schema accepts (Infinity when unbounded). */
  readonly max: number;
}

/**
 * Every number a request schema reads, however deep (object members, array items, records,
 * unions), with the largest value it accepts: lets a test send too large a number to each,
 * nested ones included.
 */
export function numberLeaves(schema: unknown, path: (string | number)[] = []): NumberLeaf[] {
  const def = defOf(schema) as LeafDef | undefined;
  if (!def) return [];
  switch (def.type) {
    case 'number': {
      const max = (schema as { maxValue?: number | null }).maxValue;
      return [{ path, max: max ?? Number.POSITIVE_INFINITY }];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        numberLeaves(value, [...path, key]),
      );
    case 'array':
      return numberLeaves(def.element, [...path, 0]);
    case 'record':
      return numberLeaves(def.valueType, [...path, 'key']);
    case 'tuple':
      return (def.items ?? []).flatMap((item, index) => numberLeaves(item, [...path, index]));
    case 'pipe':
      return numberLeaves(def.in, path);
    case 'union':
      return (def.options ?? []).flatMap((option) => numberLeaves(option, path));
    case 'intersection':
      return [...numberLeaves(def.left, path), ...numberLeaves(def.right, path)];
    case 'lazy':
      return numberLeaves(def.getter?.(), path);
    default:
      return def.innerType === undefined ? [] : numberLeaves(def.innerType, path);
  }
}
