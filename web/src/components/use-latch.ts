import { useState } from 'react';

/**
 * True from the first render where `value` was true, for good. Overlays (dialogs, drawers,
 * menus) load their code on first use and then stay mounted, so closing still animates.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
