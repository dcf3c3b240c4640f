import { z } from 'zod';
import { docId, optionalText, text } from './schema-helpers';

/*
 * Safe meeting spots: places admins vouch for (police exchange zones, malls, cafés, repair shops
 * that can test a phone), which a booking may name instead of a free-text place.
 */

/** What kind of place a spot is, with the words the web shows. */
export const SPOT_KINDS = ['police_exchange_zone', 'shopping_mall', 'cafe', 'repair_shop'] as const;
export type SpotKind = (typeof SPOT_KINDS)[number];
export const SPOT_KIND_LABELS: Record<SpotKind, string> = {
  police_exchange_zone: 'Police safe exchange zone',
  shopping_mall: 'Shopping mall',
  cafe: 'Café',
  repair_shop: 'Repair shop (can test phones)',
};

const latitude = z
  .number({ error: 'lat must be a latitude in degrees.' })
  .min(-90, { error: 'lat must be between -90 and 90.' })
  .max(90, { error: 'lat must be between -90 and 90.' });
const longitude = z
  .number({ error: 'lng must be a longitude in degrees.' })
  .min(-180, { error: 'lng must be between -180 and 180.' })
  .max(180, { error: 'lng must be between -180 and 180.' });

/** meetup_spots/{id}: one curated place. Retired spots are no longer suggested nor bookable, but stay for the orders that named them. */
export const meetupSpotSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    area: z.string().meta({ description: 'The neighbourhood people know it by (Gulshan, Dhanmondi…): suggestions match listings and buyers by it.' }),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    kind: z.enum(SPOT_KINDS),
    opening_hours: z.string().meta({ description: 'As people say it, e.g. "Every day 10:00–21:00".' }),
    cctv: z.boolean().meta({ description: 'The place has CCTV covering where people meet.' }),
    retired: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    sortKey: z.string().meta({ description: 'area, then name, then id: the admin list\'s order.' }),
  })
  .meta({ id: 'MeetupSpot' });
export type MeetupSpot = z.infer<typeof meetupSpotSchema>;

/** A spot as a booking copied it (orders keep the copy, so a later edit or retirement never moves a booked meeting). */
export const spotCopySchema = meetupSpotSchema
  .pick({ _id: true, name: true, area: true, address: true, lat: true, lng: true, kind: true, opening_hours: true, cctv: true })
  .meta({ id: 'MeetupSpotCopy' });
export type SpotCopy = z.infer<typeof spotCopySchema>;

export function spotCopyOf(spot: MeetupSpot): SpotCopy {
  const { _id, name, area, address, lat, lng, kind, opening_hours, cctv } = spot;
  return { _id, name, area, address, lat, lng, kind, opening_hours, cctv };
}

/** The place text an order shows for a spot (its meet_location). */
export const spotPlaceOf = (spot: Pick<SpotCopy, 'name' | 'address'>) => `${spot.name}, ${spot.address}`.slice(0, 200);

/** An OpenStreetMap link that opens the map at the spot, with a marker. */
export function mapUrlOf(spot: Pick<SpotCopy, 'lat' | 'lng'>): string {
  const lat = spot.lat.toFixed(5);
  const lng = spot.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** POST /admin/meetup-spots. */
export const createSpotBody = z.object({
  name: text(120, 'Name'),
  area: text(60, 'Area'),
  address: text(200, 'Address'),
  lat: latitude,
  lng: longitude,
  kind: z.enum(SPOT_KINDS, { error: `Choose a kind: ${SPOT_KINDS.join(', ')}.` }),
  opening_hours: optionalText(120, 'Opening hours'),
  cctv: z.boolean({ error: 'cctv must be true or false.' }).default(false),
});
export type CreateSpotBody = z.infer<typeof createSpotBody>;

/** PUT /admin/meetup-spots/:id: any of the fields, and `retired` to retire a spot or bring it back. */
export const updateSpotBody = createSpotBody
  .partial()
  .extend({ retired: z.boolean({ error: 'retired must be true or false.' }).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Send at least one field to change.' });
export type UpdateSpotBody = z.infer<typeof updateSpotBody>;

export const spotIdParam = z.object({ id: docId });

/** GET /meetup-spots: live spots, nearest first to the listing's area and the buyer's (either may be left out). */
export const spotsQuery = z.object({
  area: z.string().trim().max(200).optional().meta({ description: "The listing's location (its area is found in it, e.g. \"Gulshan 1, Dhaka\")." }),
  buyer_area: z.string().trim().max(200).optional().meta({ description: "Where the buyer is coming from, if they said." }),
});
export type SpotsQuery = z.infer<typeof spotsQuery>;

/** A suggested spot: the spot, how far it is from the nearer of the two areas (null when neither is known), and whether it is in one of them. */
export const suggestedSpotSchema = meetupSpotSchema
  .omit({ retired: true, sortKey: true, createdAt: true, updatedAt: true })
  .extend({
    distance_km: z.number().nullable().meta({ description: 'Straight-line distance from the nearer known area, in km (1 decimal); null when no area is known.' }),
    in_area: z.boolean().meta({ description: "The spot is in the listing's area or the buyer's." }),
  })
  .meta({ id: 'SuggestedMeetupSpot' });
export type SuggestedSpot = z.infer<typeof suggestedSpotSchema>;

export const spotWriteResponse = z.object({ acknowledged: z.literal(true), spot: meetupSpotSchema });
export type SpotWriteResponse = z.infer<typeof spotWriteResponse>;

/** DELETE /admin/meetup-spots/:id: deleted when no order ever named it, else retired (the orders' copies stay as they were). */
export const deleteSpotResponse = z.object({ acknowledged: z.literal(true), outcome: z.enum(['deleted', 'retired']) });
export type DeleteSpotResponse = z.infer<typeof deleteSpotResponse>;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine): at a city's scale, good to metres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const normalised = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The spots' areas a place text names ("Gulshan 1, Dhaka" names Gulshan), and where that area is:
 * the centre of its spots. Areas are the spots' own, so an admin adding a spot in a new area makes
 * it known without a second list to keep.
 */
function areaCentreOf(place: string | undefined, spots: readonly MeetupSpot[]): { area: string; lat: number; lng: number } | null {
  if (!place) return null;
  const text = normalised(place);
  const named = spots.filter((spot) => text.includes(normalised(spot.area)));
  if (named.length === 0) return null;
  // The longest area name wins ("Mirpur DOHS" over "Mirpur").
  const area = named.map((spot) => spot.area).sort((a, b) => b.length - a.length)[0]!;
  const inArea = named.filter((spot) => spot.area === area);
  return {
    area,
    lat: inArea.reduce((sum, spot) => sum + spot.lat, 0) / inArea.length,
    lng: inArea.reduce((sum, spot) => sum + spot.lng, 0) / inArea.length,
  };
}

/**
 * The live spots ordered for a booking: those in the listing's or the buyer's area first, then by
 * the distance to the nearer of the two areas' centres, then by name. With neither area known,
 * by area and name. Pure, so the web could order the same way; the API answers it.
 */
export function suggestSpots(spots: readonly MeetupSpot[], query: SpotsQuery): SuggestedSpot[] {
  const live = spots.filter((spot) => !spot.retired);
  const centres = [areaCentreOf(query.area, live), areaCentreOf(query.buyer_area, live)].filter((centre) => centre !== null);
  const suggested = live.map((spot): SuggestedSpot => {
    const { _id, name, area, address, lat, lng, kind, opening_hours, cctv } = spot;
    const shown = { _id, name, area, address, lat, lng, kind, opening_hours, cctv };
    const distance = centres.length > 0 ? Math.min(...centres.map((centre) => distanceKm(centre, spot))) : null;
    return {
      ...shown,
      distance_km: distance === null ? null : Math.round(distance * 10) / 10,
      in_area: centres.some((centre) => centre.area === spot.area),
    };
  });
  return suggested.sort(
    (a, b) =>
      Number(b.in_area) - Number(a.in_area) ||
      (a.distance_km ?? 0) - (b.distance_km ?? 0) ||
      a.area.localeCompare(b.area) ||
      a.name.localeCompare(b.name),
  );
}

/** The admin list's order: area, name, id. */
export const spotSortKeyOf = (spot: Pick<MeetupSpot, '_id' | 'name' | 'area'>) => `${normalised(spot.area)}_${normalised(spot.name)}_${spot._id}`;
