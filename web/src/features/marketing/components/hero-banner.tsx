import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { BANNER_INTERVAL_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Each slide's button: Buy now leads to the phones (spec §1); the selling slide's to selling. */
type SlideAction = 'buy' | 'sell';

export const SLIDES: readonly { title: string; text: string; accent: string; action: SlideAction }[] = [
  {
    title: 'Great phones, fair prices',
    text: 'Buy second-hand smartphones from verified sellers near you, for a fraction of the price of new.',
    accent: '#4f46e5',
    action: 'buy',
  },
  {
    title: 'Sell the phone you no longer use',
    text: 'Register as a seller, get verified by our team, list your phone in minutes and meet the buyer where it suits you.',
    accent: '#0f766e',
    action: 'sell',
  },
  {
    title: 'Every seller verified by our team',
    text: 'Look for the Verified badge: our admins check sellers before their phones go on sale.',
    accent: '#b45309',
    action: 'buy',
  },
];

/**
 * Where Start selling leads: a visitor registers (choosing to sell there); someone signed in
 * goes to Add Product, which tells a buyer or a seller not yet verified what comes first.
 */
export function startSellingHref(signedIn: boolean): string {
  return signedIn ? paths.dashboard.addProduct.getHref() : paths.register.getHref();
}

/** The next slide index, wrapping around. */
export function nextSlide(index: number, count = SLIDES.length): number {
  return (index + 1) % count;
}

/**
 * The home banner: rotates every 6 s (spec §1), pauses on hover, focus or the pause button;
 * each slide has Buy now, the selling slide Start selling.
 */
export function HeroBanner() {
  const { user } = useAuth();
  const sellHref = startSellingHref(user !== null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => setActive((index) => nextSlide(index)), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 4, md: 6 },
        color: '#fff',
        background: `radial-gradient(circle at 85% 20%, rgba(255,255,255,0.18), transparent 45%), linear-gradient(120deg, #1e1b4b 0%, ${SLIDES[active]!.accent} 100%)`,
        transition: 'background 600ms ease',
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.3fr) minmax(0, 1fr)' }, alignItems: 'center', minHeight: { xs: 340, md: 400 } }}>
        <Box sx={{ display: 'grid', p: { xs: 3, sm: 5, md: 7 }, pb: { xs: 9, md: 9 } }}>
          {SLIDES.map((slide, index) => (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${SLIDES.length}`}
              aria-hidden={index !== active}
              sx={{
                gridArea: '1 / 1',
                opacity: index === active ? 1 : 0,
                visibility: index === active ? 'visible' : 'hidden',
                transition: 'opacity 500ms ease, visibility 500ms',
              }}
            >
              <Typography variant="overline" sx={{ letterSpacing: '0.14em', opacity: 0.85 }}>
                ReCell marketplace
              </Typography>
              <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3.2rem' }, lineHeight: 1.1, mt: 1 }}>
                {slide.title}
              </Typography>
              <Typography sx={{ mt: 2, maxWidth: 520, fontSize: { xs: '1rem', md: '1.125rem' }, opacity: 0.92 }}>{slide.text}</Typography>
              <Button
                component={RouterLink}
                to={slide.action === 'sell' ? sellHref : paths.products.getHref()}
                variant="contained"
                color="secondary"
                size="large"
                tabIndex={index === active ? 0 : -1}
                sx={{ mt: 3.5, px: 4 }}
              >
                {slide.action === 'sell' ? 'Start selling' : 'Buy now'}
              </Button>
            </Box>
          ))}
        </Box>
        <PhoneArt />
      </Box>

      <Box sx={{ position: 'absolute', left: { xs: 24, sm: 40, md: 56 }, bottom: { xs: 20, md: 28 }, display: 'flex', alignItems: 'center', gap: 1 }}>
        {SLIDES.map((slide, index) => (
          <Box
            key={slide.title}
            component="button"
            type="button"
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
            sx={{
              width: index === active ? 28 : 10,
              height: 10,
              p: 0,
              border: 0,
              borderRadius: 5,
              cursor: 'pointer',
              bgcolor: index === active ? '#fff' : 'rgba(255,255,255,0.45)',
              transition: 'width 300ms ease',
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
            }}
          />
        ))}
        <IconButton
          size="small"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play the slides' : 'Pause the slides'}
          sx={{ color: '#fff', ml: 1 }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Box>
    </Box>
  );
}

/** Two stylised phones drawn in CSS: no image to download before the banner shows. */
function PhoneArt() {
  const phone = (rotate: number, offset: number, shade: string) => (
    <Box
      sx={{
        position: 'absolute',
        width: 150,
        height: 300,
        borderRadius: '28px',
        border: '6px solid rgba(255,255,255,0.85)',
        background: `linear-gradient(160deg, ${shade}, rgba(255,255,255,0.08))`,
        boxShadow: '0 30px 60px rgba(0,0,0,0.35)',
        transform: `translateX(${offset}px) rotate(${rotate}deg)`,
        '&::before': { content: '""', position: 'absolute', top: 10, left: '50%', width: 44, height: 8, ml: '-22px', borderRadius: 4, bgcolor: 'rgba(255,255,255,0.75)' },
      }}
    />
  );
  return (
    <Box aria-hidden="true" sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center', position: 'relative', height: '100%', minHeight: 360 }}>
      {phone(-12, -60, 'rgba(99,102,241,0.55)')}
      {phone(8, 50, 'rgba(245,158,11,0.55)')}
    </Box>
  );
}
