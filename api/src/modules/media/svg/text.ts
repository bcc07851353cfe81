/** Fonts installed with the system (DejaVu, Liberation) before generic fallbacks. */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** Escapes text for SVG content and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
