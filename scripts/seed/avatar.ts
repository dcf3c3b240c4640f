import { FONT_FAMILY, escapeXml, mix } from './svg';

/** One seed user's photo, as emulator-data/images.json describes it. */
export interface AvatarImage {
  /** The uuid of the image files (`<uuid>-<width>.webp`). */
  id: string;
  uid: string;
  initials: string;
  /** Background, #rrggbb; dark enough for white initials (contrast >= 4.5:1). */
  color: string;
}

/** A square avatar: the user's initials in white on their colour, `width` pixels wide. */
export function avatarSvg(avatar: AvatarImage, width: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(avatar.initials)}">`,
    `<defs><linearGradient id="tone" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(avatar.color, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(avatar.color, '#000000', 0.18)}"/></linearGradient></defs>`,
    '<rect width="100" height="100" fill="url(#tone)"/>',
    `<text x="50" y="50" dy="0.35em" font-family="${FONT_FAMILY}" font-size="36" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(avatar.initials)}</text>`,
    '</svg>',
  ].join('');
}
