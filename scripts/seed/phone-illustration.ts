import type { CategoryName } from '../../functions/src/contract/constants';
import { FONT_FAMILY, escapeXml, isDark, mix } from './svg';

/** How the rear cameras sit on the back of a model. */
export const CAMERA_LAYOUTS = ['single', 'dual-vertical', 'dual-diagonal', 'triangle', 'floating', 'pill', 'grid', 'ring', 'twin', 'flip'] as const;
export type CameraLayout = (typeof CAMERA_LAYOUTS)[number];

/** What interrupts the screen at the top of a model. */
export const FRONT_STYLES = ['notch', 'island', 'home-button', 'waterdrop', 'punch-center', 'punch-left', 'pill-left'] as const;
export type FrontStyle = (typeof FRONT_STYLES)[number];

/** One listing's picture, as emulator-data/images.json describes it. */
export interface PhoneIllustration {
  /** The uuid of the image files (`<uuid>-<width>.webp`). */
  id: string;
  productId: string;
  /** The model name: the drawing's accessible label (not printed: the card names the phone, as with a real photo). */
  name: string;
  brand: CategoryName;
  /** The body colour of this model, #rrggbb. */
  color: string;
  camera: CameraLayout;
  lenses: number;
  front: FrontStyle;
}

/** Height over width of the picture (4:3 landscape, like a product photo). */
export const PHONE_ASPECT = 3 / 4;

const VIEW_WIDTH = 800;
const VIEW_HEIGHT = VIEW_WIDTH * PHONE_ASPECT;
const BODY_WIDTH = 210;
const BODY_HEIGHT = 430;
const LEFT = -BODY_WIDTH / 2;
const TOP = -BODY_HEIGHT / 2;

/** The brand shows in the silhouette: corner roundness of the body. */
const CORNER_RADIUS: Record<CategoryName, number> = { apple: 36, samsung: 20, oneplus: 30, huawei: 40 };

const LENS_GLASS = '#1e3a5f';
const BEZEL = '#0b1120';

function lens(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111827" stroke="#9ca3af" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${LENS_GLASS}"/>` +
    `<circle cx="${cx - r * 0.22}" cy="${cy - r * 0.22}" r="${r * 0.18}" fill="#ffffff" opacity="0.55"/>`
  );
}

function flash(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="7" fill="#fde68a" stroke="#d6b84a" stroke-width="1.5"/>`;
}

/** The camera plate stands out from the body: lighter on dark bodies, darker on light ones. */
function plateFill(color: string): string {
  return isDark(color) ? mix(color, '#ffffff', 0.14) : mix(color, '#000000', 0.12);
}

function plate(x: number, y: number, width: number, height: number, radius: number, color: string): string {
  const fill = plateFill(color);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" stroke="${mix(fill, '#000000', 0.2)}" stroke-width="2"/>`;
}

/** The camera block on the back, in body coordinates (origin at the body's centre). */
function cameras(phone: PhoneIllustration): string {
  const { lenses: count, color } = phone;
  const x = LEFT + 14;
  const y = TOP + 14;
  switch (phone.camera) {
    case 'single':
      return lens(x + 26, y + 26, 16) + flash(x + 26, y + 60);
    case 'dual-vertical':
      return plate(x, y, 104, 104, 26, color) + lens(x + 30, y + 30, 19) + lens(x + 30, y + 74, 19) + flash(x + 76, y + 30);
    case 'dual-diagonal':
      return plate(x, y, 104, 104, 26, color) + lens(x + 30, y + 30, 19) + lens(x + 74, y + 74, 19) + flash(x + 76, y + 30);
    case 'triangle':
      return plate(x, y, 122, 122, 30, color) + lens(x + 34, y + 34, 22) + lens(x + 34, y + 88, 22) + lens(x + 88, y + 61, 22) + flash(x + 90, y + 22);
    case 'floating': {
      const column = Array.from({ length: Math.min(count, 3) }, (_, i) => lens(x + 30, y + 30 + i * 52, 21)).join('');
      const beside = count > 3 ? lens(x + 82, y + 30, 14) : '';
      return column + beside + flash(x + 82, y + (count > 3 ? 70 : 30));
    }
    case 'pill': {
      const shown = Math.min(count, 4);
      const column = Array.from({ length: shown }, (_, i) => lens(x + 32, y + 34 + i * 46, 18)).join('');
      return plate(x, y, 64, 22 + shown * 46, 32, color) + column + flash(x + 90, y + 30);
    }
    case 'grid': {
      const cells = [
        [36, 36],
        [86, 36],
        [36, 86],
        [86, 86],
      ] as const;
      const drawn = cells.map(([cx, cy], i) => (i < count ? lens(x + cx, y + cy, 19) : flash(x + cx, y + cy))).join('');
      return plate(x, y, 122, 122, 22, color) + drawn;
    }
    case 'ring': {
      const cy = TOP + 100;
      const around = Array.from({ length: count }, (_, i) => {
        const angle = (2 * Math.PI * i) / count - Math.PI / 2;
        return lens(Math.round(36 * Math.cos(angle)), Math.round(cy + 36 * Math.sin(angle)), 17);
      }).join('');
      const ring = `<circle cx="0" cy="${cy}" r="70" fill="${plateFill(color)}" stroke="${mix(color, '#000000', 0.35)}" stroke-width="5"/>`;
      return ring + around;
    }
    case 'twin': {
      const extra = Array.from({ length: Math.max(count - 2, 0) }, (_, i) => lens(x + 118, y + 40 + i * 30, 9)).join('');
      return (
        plate(x, y, 92, 176, 46, color) +
        lens(x + 46, y + 46, 28) +
        lens(x + 46, y + 130, 28) +
        extra +
        flash(x + 118, y + 40 + Math.max(count - 2, 0) * 30)
      );
    }
    case 'flip':
      return (
        `<rect x="${x + 4}" y="${y + 6}" width="104" height="96" rx="18" fill="${BEZEL}"/>` +
        `<text x="${x + 56}" y="${y + 62}" font-family="${FONT_FAMILY}" font-size="22" fill="#e5e7eb" text-anchor="middle">10:08</text>` +
        lens(x + 140, y + 30, 18) +
        lens(x + 140, y + 78, 18) +
        flash(x + 174, y + 30) +
        `<line x1="${LEFT}" y1="0" x2="${-LEFT}" y2="0" stroke="${mix(color, '#000000', 0.3)}" stroke-width="3"/>`
      );
  }
}

function body(phone: PhoneIllustration, fill: string): string {
  const radius = CORNER_RADIUS[phone.brand];
  return `<rect x="${LEFT}" y="${TOP}" width="${BODY_WIDTH}" height="${BODY_HEIGHT}" rx="${radius}" fill="${fill}" stroke="${mix(phone.color, '#000000', 0.35)}" stroke-width="4"/>`;
}

function back(phone: PhoneIllustration): string {
  const wordColor = isDark(phone.color) ? mix(phone.color, '#ffffff', 0.7) : mix(phone.color, '#000000', 0.55);
  return (
    body(phone, phone.color) +
    `<rect x="${LEFT}" y="${TOP}" width="${BODY_WIDTH}" height="${BODY_HEIGHT}" rx="${CORNER_RADIUS[phone.brand]}" fill="url(#sheen)"/>` +
    cameras(phone) +
    `<text x="0" y="${-TOP - 44}" font-family="${FONT_FAMILY}" font-size="15" letter-spacing="3" fill="${wordColor}" text-anchor="middle">${phone.brand.toUpperCase()}</text>`
  );
}

function cutout(style: FrontStyle): string {
  switch (style) {
    case 'notch':
      return `<rect x="-46" y="${TOP + 4}" width="92" height="26" rx="12" fill="${BEZEL}"/>`;
    case 'island':
      return `<rect x="-32" y="${TOP + 20}" width="64" height="18" rx="9" fill="#000000"/>`;
    case 'home-button':
      return (
        `<rect x="-24" y="${TOP + 24}" width="48" height="6" rx="3" fill="#374151"/>` +
        `<circle cx="0" cy="${-TOP - 28}" r="16" fill="none" stroke="#4b5563" stroke-width="3"/>`
      );
    case 'waterdrop':
      return `<circle cx="0" cy="${TOP + 12}" r="11" fill="${BEZEL}"/>`;
    case 'punch-center':
      return `<circle cx="0" cy="${TOP + 28}" r="7" fill="#000000"/>`;
    case 'punch-left':
      return `<circle cx="${LEFT + 30}" cy="${TOP + 28}" r="7" fill="#000000"/>`;
    case 'pill-left':
      return `<rect x="${LEFT + 22}" y="${TOP + 20}" width="44" height="16" rx="8" fill="#000000"/>`;
  }
}

function front(phone: PhoneIllustration): string {
  const chin = phone.front === 'home-button' ? 56 : 8;
  const radius = Math.max(CORNER_RADIUS[phone.brand] - 8, 6);
  const screen = `<rect x="${LEFT + 8}" y="${TOP + chin}" width="${BODY_WIDTH - 16}" height="${BODY_HEIGHT - 2 * chin}" rx="${phone.front === 'home-button' ? 4 : radius}" fill="url(#wallpaper)"/>`;
  const blob = `<circle cx="30" cy="60" r="62" fill="#ffffff" opacity="0.12"/><circle cx="-40" cy="150" r="48" fill="#ffffff" opacity="0.08"/>`;
  const clock = `<text x="0" y="${TOP + 120}" font-family="${FONT_FAMILY}" font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle">10:08</text>`;
  const fold = phone.camera === 'flip' ? `<line x1="${LEFT + 8}" y1="0" x2="${-LEFT - 8}" y2="0" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>` : '';
  return body(phone, BEZEL) + screen + blob + clock + fold + cutout(phone.front);
}

/**
 * A flat illustration of one listing: the back of the phone (body colour, camera layout) and
 * its front (screen cut-out), as an SVG `width` pixels wide. Like a seller's photo it carries no
 * caption: the card and the page say the model's name once.
 */
export function phoneIllustrationSvg(phone: PhoneIllustration, width: number): string {
  const height = Math.round(width * PHONE_ASPECT);
  const label = escapeXml(phone.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img" aria-label="${label}">`,
    '<defs>',
    `<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(phone.color, '#ffffff', 0.9)}"/><stop offset="1" stop-color="${mix(phone.color, '#ffffff', 0.74)}"/></linearGradient>`,
    `<linearGradient id="wallpaper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(phone.color, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${mix(phone.color, '#0f172a', 0.7)}"/></linearGradient>`,
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    '</defs>',
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#backdrop)"/>`,
    `<ellipse cx="400" cy="530" rx="240" ry="14" fill="#000000" opacity="0.12"/>`,
    `<g transform="translate(305 306) rotate(-7)">${back(phone)}</g>`,
    `<g transform="translate(500 300) rotate(5)">${front(phone)}</g>`,
    '</svg>',
  ].join('');
}
