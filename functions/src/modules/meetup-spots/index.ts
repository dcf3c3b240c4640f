/**
 * meetup-spots: the safe meeting spots admins curate (meetup_spots/{id}), suggested to people
 * booking a meetup; a booking keeps its own copy of the spot it names.
 */
export { bookableSpotCopy } from './meetup-spots.service';
export { meetupSpotsRouter } from './meetup-spots.routes';
