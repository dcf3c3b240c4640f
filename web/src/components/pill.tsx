import { Glyph, type GlyphName } from '@/components/glyph';
import styles from '@/components/pill.module.css';
import hidden from '@/components/visually-hidden.module.css';

/** The looks a badge takes, each one of MUI's small Chip variants with ReCell's colours. */
export type PillLook =
  | 'neutral'
  | 'neutralOutlined'
  | 'muted'
  | 'secondary'
  | 'warning'
  | 'warningOutlined'
  | 'error'
  | 'successSolid'
  | 'successSoft'
  | 'successOutlined'
  | 'primarySoft';

const OUTLINED: ReadonlySet<PillLook> = new Set(['neutralOutlined', 'muted', 'successSoft', 'successOutlined', 'warningOutlined', 'primarySoft']);

interface PillProps {
  look: PillLook;
  glyph?: GlyphName;
  label: string;
  title?: string;
  /** Below the sm breakpoint, the icon alone (the label stays for screen readers). */
  compactOnPhone?: boolean;
  className?: string;
}

/**
 * A small badge ("Verified", "Trust 86", "Booked") that looks like MUI's small Chip but is plain
 * markup and CSS: cards show several each, two dozen cards at a time, and a Chip costs a few
 * styled components (and their style work on the main thread) where this costs none.
 */
export function Pill({ look, glyph, label, title, compactOnPhone = false, className }: PillProps) {
  const classes = [styles.pill, OUTLINED.has(look) && styles.outlined, styles[look], compactOnPhone && styles.compact, className];
  return (
    <span className={classes.filter(Boolean).join(' ')} title={title}>
      {glyph ? <Glyph name={glyph} className={styles.glyph} /> : null}
      <span className={compactOnPhone ? `${styles.label} ${hidden.hiddenOnPhone}` : styles.label}>{label}</span>
    </span>
  );
}
