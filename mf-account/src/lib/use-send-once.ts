import { useEffect, useRef } from 'react';

/**
 * Sends an emailed link's one-time call (activation, stop reminders) once per link when the
 * page opens. A link is single-use: StrictMode's second effect run finds the key already sent
 * (a ref survives it), so one page never spends the link twice.
 */
export function useSendOnce(key: string, send: () => void): void {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === key) return;
    sentFor.current = key;
    send();
  }, [key, send]);
}
