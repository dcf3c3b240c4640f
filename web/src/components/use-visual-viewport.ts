import { useEffect, useState } from 'react';

export interface VisibleArea {
  /** How tall the part of the window a person sees is (shorter while the on-screen keyboard is open). */
  height: number;
  /** How far that part is scrolled down the page (iOS moves it when the keyboard opens). */
  offsetTop: number;
}

/**
 * The part of the window a person can see, from `visualViewport`: on phones it shrinks while the
 * on-screen keyboard is open, where `100dvh` does not everywhere. Null where the browser has no
 * visualViewport, so callers fall back to `100dvh`.
 */
export function useVisualViewport(): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(() => read());
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const update = () => setArea(read());
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return area;
}

function read(): VisibleArea | null {
  if (typeof window === 'undefined' || !window.visualViewport) return null;
  return { height: window.visualViewport.height, offsetTop: window.visualViewport.offsetTop };
}
