import { Link as RouterLink } from 'react-router';
import { CATEGORIES } from '@contract/constants';
import { usePaths } from '@/lib/i18n/hooks';
import { brandLabel } from '@/lib/format';
import { BrandLogo } from '@/features/categories/components/brand-logo';
import styles from '@/features/categories/components/category-tiles.module.css';

/** The home page's four brand tiles: 2 per row on phones, 4 on desktops. The brands are fixed (spec §3). */
export function CategoryTiles() {
  const paths = usePaths();
  return (
    <ul className={styles.tiles}>
      {CATEGORIES.map(({ category_name: name }) => (
        <li key={name}>
          <div className={styles.tile}>
            <RouterLink to={paths.category.getHref(name)} className={styles.link}>
              <span className={styles.badge}>
                <BrandLogo name={name} size={40} />
              </span>
              <span className={styles.name}>{brandLabel(name)}</span>
            </RouterLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
