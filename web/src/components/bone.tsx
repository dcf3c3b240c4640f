import type { CSSProperties, HTMLAttributes } from 'react';
import styles from '@/components/bone.module.css';

interface BoneProps extends Pick<HTMLAttributes<HTMLSpanElement>, 'role' | 'aria-label'> {
  /** `text` takes a line's height from the text around it, as MUI's Skeleton does. */
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder shape while something loads: MUI's Skeleton, drawn with plain CSS because the
 * first paint of every page shows some (the header's account, the cards of a loading list).
 */
export function Bone({ variant = 'text', width, height, className, ...aria }: BoneProps) {
  const classes = [styles.bone, variant === 'rectangular' ? undefined : styles[variant], className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} {...aria} />;
}
