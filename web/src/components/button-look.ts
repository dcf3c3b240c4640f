import styles from '@/components/button.module.css';

type Look = 'inherit' | 'contained' | 'secondary' | 'error' | 'outlined' | 'small' | 'large' | 'fullWidth';

/**
 * The class names of MUI's Button look (button.module.css; its text variant by default) for a
 * plain <a>, <button> or router link: `buttonLook('contained', 'large')`, a `false` left out.
 * Where a page's first paint has buttons, this keeps MUI's ButtonBase, ripple and styled
 * components off it.
 */
export function buttonLook(...looks: (Look | false)[]): string {
  return [styles.button, ...looks.filter((look) => look !== false).map((look) => styles[look])].join(' ');
}

/** MUI's IconButton look; `edge` pulls it to the toolbar's edge as MUI's `edge` does. */
export function iconButtonLook({ small = false, edge }: { small?: boolean; edge?: 'start' | 'end' } = {}): string {
  return [styles.icon, small && styles.iconSmall, edge === 'start' && styles.edgeStart, edge === 'end' && styles.edgeEnd].filter(Boolean).join(' ');
}

/** An icon before or after a button's label (MUI's `startIcon`, `endIcon`). */
export const buttonStartIcon = styles.startIcon;
export const buttonEndIcon = styles.endIcon;
