/** Parameters captured from a path: named segments, and `*` for the rest of the path. */
export type PathParams = Record<string, string>;

/**
 * Matches a pathname (no language prefix, trailing slash optional) against a react-router style
 * pattern: `:name` captures one segment, a final `*` captures the rest (possibly empty).
 */
export function matchPathPattern(pattern: string, pathname: string): PathParams | null {
  return matchPathParts(patternPartsOf(pattern), splitPath(pathname));
}

/** Patterns split once: the route table's few hundred are matched at every render. */
const splitPatterns = new Map<string, readonly string[]>();
const SPLIT_PATTERNS_KEPT = 2_000;

function patternPartsOf(pattern: string): readonly string[] {
  let parts = splitPatterns.get(pattern);
  if (!parts) {
    if (splitPatterns.size >= SPLIT_PATTERNS_KEPT) splitPatterns.clear();
    parts = splitPath(pattern);
    splitPatterns.set(pattern, parts);
  }
  return parts;
}

/** `matchPathPattern` for a path already split, so one path is split once for many patterns. */
export function matchSplitPath(pattern: string, pathParts: readonly string[]): PathParams | null {
  return matchPathParts(patternPartsOf(pattern), pathParts);
}

function matchPathParts(
  patternParts: readonly string[],
  pathParts: readonly string[],
): PathParams | null {
  // Cheap refusals first: most of a table's patterns have another number of segments.
  const splat = patternParts.indexOf('*');
  if (splat < 0 ? pathParts.length !== patternParts.length : pathParts.length < splat) return null;
  const params: PathParams = {};
  for (const [index, part] of patternParts.entries()) {
    if (part === '*') {
      params['*'] = pathParts.slice(index).join('/');
      return params;
    }
    const segment = pathParts[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return pathParts.length === patternParts.length ? params : null;
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((part) => part.length > 0);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
