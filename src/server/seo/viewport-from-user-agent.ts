/**
 * Which layout to render a page in before the browser can say (ADR 013): phones and tablets get the
 * narrow layout, as does anything unknown; desktop browsers the wide one. A wrong guess costs one
 * layout switch right after hydration, nothing more.
 */
export function viewportFromUserAgent(userAgent: string | undefined): 'wide' | 'narrow' {
  if (!userAgent) return 'narrow';
  if (/Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|Opera Mini/i.test(userAgent)) return 'narrow';
  return /Windows NT|Macintosh|X11|CrOS/.test(userAgent) ? 'wide' : 'narrow';
}
