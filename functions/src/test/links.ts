/** The absolute URL of the `Link: <...>; rel="next"` header of a list response, or null on the last page. */
export function nextPageUrl(apiUrl: string, headers: Headers): string | null {
  const match = headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/);
  return match ? new URL(match[1]!, apiUrl).toString() : null;
}
