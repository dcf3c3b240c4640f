import Box from '@mui/material/Box';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import type { SxProps, Theme } from '@mui/material/styles';
import { IMAGE_WIDTHS } from '@contract/constants';
import { imageSrcSet } from '@contract/image-urls';
import { IMAGE_SIZES } from '@/config/constants';

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

/**
 * A phone photo on a soft background, whole (contain) and with its box reserved, so nothing jumps
 * while it loads. A photo of ours comes with both stored widths (srcset) and the layout's `sizes`
 * (a card's for a card-width photo, the product page's otherwise), as index.html preloads it.
 */
export function ProductImage({ src, alt, eager, width, height, sx }: ProductImageProps) {
  const srcSet = src ? imageSrcSet(src) : undefined;
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
          srcSet={srcSet}
          sizes={srcSet ? (width <= IMAGE_WIDTHS.card ? IMAGE_SIZES.card : IMAGE_SIZES.detail) : undefined}
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
