/** A relative image URL of ours made absolute: the Auth profile keeps a full address. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
