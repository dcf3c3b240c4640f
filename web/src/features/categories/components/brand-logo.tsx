import Box from '@mui/material/Box';

/** A brand's logo from /brands/<name>.svg; decorative, the name is always written next to it. */
export function BrandLogo({ name, size }: { name: string; size: number }) {
  return <Box component="img" src={`/brands/${name}.svg`} alt="" width={size} height={size} sx={{ width: size, height: size, objectFit: 'contain' }} />;
}
