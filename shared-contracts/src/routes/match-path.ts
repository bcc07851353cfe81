/** Parameters captured from a path: named segments, and `*` for the rest of the path. */
export type PathParams = Record<string, string>;

/**
 * Matches a pathname (no language prefix, trailing slash optional) against a react-router style
 * pattern: `:name` captures one segment, a final `*` captures the rest (possibly empty).
 */
export function matchPathPattern(pattern: string, pathname: string): PathParams | null {
  const patternParts = splitPath(pattern);
  const pathParts = splitPath(pathname);
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
