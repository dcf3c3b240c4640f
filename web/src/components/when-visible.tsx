import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes near the viewport, so below-the-fold parts
 * of a page (and the code they load) wait until someone scrolls towards them. The placeholder
 * takes `className`, which holds the space the parts will take.
 */
export function WhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Without an observer (jsdom) everything is visible; on the server nothing is, as in a browser's first render.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? children : <div ref={placeholder} className={className} />;
}
