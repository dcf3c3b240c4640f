import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Renders `children` once the placeholder comes near the viewport, so below-the-fold parts
 * of a page (and the code they load) wait until someone scrolls towards them.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: Record<string, number> | number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? children : <Box ref={placeholder} sx={{ minHeight }} />;
}
