import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from '@/components/field.module.css';
import { Glyph } from '@/components/glyph';

/**
 * A labelled select with MUI's small outlined look, as a native <select> (a phone's own picker;
 * plain CSS, field.module.css): the phone lists' sort and filters, painted before MUI loads.
 */
export function SelectField({ id, label, className, children, ...select }: { id: string; label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.control} {...select}>
        {children}
      </select>
      <Glyph name="expandMore" className={styles.arrow} />
    </div>
  );
}

/** A labelled input with MUI's small outlined look, and its error under it (field.module.css). */
export function InputField({ id, label, error, className, ...input }: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const helperId = `${id}-helper`;
  return (
    <div className={[styles.field, error && styles.invalid, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={error ? helperId : undefined} {...input} />
      {error ? (
        <p id={helperId} className={styles.helper}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
