/** newsletter: the addresses that asked for the newsletter (newsletter/{email}). */
export { newsletterRouter } from './newsletter.routes';
