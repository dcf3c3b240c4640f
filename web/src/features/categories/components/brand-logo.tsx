/**
 * A brand's logo from /brands/<name>.png (120 px, three times the tiles' size); decorative, the name is
 * always written next to it. A PNG decodes off the main thread, where an SVG logo builds a
 * document of its own on it, right after a page paints.
 */
export function BrandLogo({ name, size }: { name: string; size: number }) {
  return <img src={`/brands/${name}.png`} alt="" width={size} height={size} style={{ width: size, height: size, objectFit: 'contain' }} />;
}
