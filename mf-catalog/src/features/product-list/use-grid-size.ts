import {
  GRID_SIZE_COOKIE,
  type GridSize,
  gridSizeCookie,
  readPreference,
  toGridSize,
} from '@shop/shared-contracts';
import { useCallback, useState } from 'react';

/**
 * The listing grid's size (catalogue §4), default or extended, kept in a one-year cookie. The
 * server reads the same cookie from the request, so the first paint and hydration agree.
 */
export function useGridSize(): [GridSize, (size: GridSize) => void] {
  const [size, setSize] = useState(() => toGridSize(readPreference(GRID_SIZE_COOKIE)));
  const choose = useCallback((next: GridSize) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads too.
    document.cookie = gridSizeCookie(next, window.location.protocol === 'https:');
    setSize(next);
  }, []);
  return [size, choose];
}
