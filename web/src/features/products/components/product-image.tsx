import Box from '@mui/material/Box';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import type { SxProps, Theme } from '@mui/material/styles';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /**
   * The first cards of a page load eagerly and ahead of other images: they are what people
   * see first (and the page's largest paint).
   */
  eager?: boolean;
  width: number;
  height: number;
  sx?: SxProps<Theme>;
}

/** A phone photo on a soft background, whole (contain) and with its box reserved, so nothing jumps while it loads. */
export function ProductImage({ src, alt, eager, width, height, sx }: ProductImageProps) {
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: `${width} / ${height}`, bgcolor: '#f3f4f8', display: 'grid', placeItems: 'center', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <SmartphoneIcon sx={{ fontSize: 64, color: 'grey.400' }} aria-label={alt} />
      )}
    </Box>
  );
}
