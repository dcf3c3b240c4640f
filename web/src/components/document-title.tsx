/** The browser tab's title for a screen (React hoists <title> into the document head). */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · ReCell`}</title>;
}
