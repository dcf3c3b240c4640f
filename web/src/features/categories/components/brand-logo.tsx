/** A brand's logo from /brands/<name>.svg; decorative, the name is always written next to it. */
export function BrandLogo({ name, size }: { name: string; size: number }) {
  return <img src={`/brands/${name}.svg`} alt="" width={size} height={size} style={{ width: size, height: size, objectFit: 'contain' }} />;
}
