import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { config } from './config';

/**
 * Which address a request comes from, for the rate limits of anonymous callers.
 *
 * Production: Firebase Hosting's CDN hands `/api/**` to the function through Google's front end
 * (GFE), which, like Google's load balancers, appends two entries to whatever X-Forwarded-For the
 * client sent: the address that connected to it, then its own. The function's socket peer is an
 * internal 169.254.x.x address. So the request arrives as
 *   X-Forwarded-For: <anything the client wrote>, <client>, <Google front end>
 * and the client is the second entry from the right: Express `trust proxy` 2 (the socket and the
 * front end's own entry are trusted, the next one is the client). A forged header only adds entries
 * on the left, which this never reads. The same holds when someone calls the function's own URL
 * and skips Hosting: the front end still appends the caller's address.
 * Sources: Cloud Functions, "Request headers" (X-Forwarded-For: "clientIp, proxy1Ip, proxy2Ip",
 * https://cloud.google.com/functions/docs/reference/headers); what a Hosting-fronted function
 * receives, `X-Forwarded-For: 203.0.113.99, 34.96.0.1` with peer 169.254.1.1 (the
 * firebase_hosting_client_ip gem's README) and `77.234.44.175,66.102.8.142` with peer
 * ::ffff:169.254.8.129 on Cloud Functions (jetersen/express-ipfilter#57); @arcjet/ip reads
 * X-Forwarded-For from the right on Firebase for the same reason (arcjet/arcjet-js#5383).
 * Not used: `Fastly-Client-IP` (Hosting's CDN is undocumented, and anyone calling the function URL
 * directly can send that header) and `X-Fah-Client-Ip` (set by App Hosting, not by Hosting).
 *
 * Local stack: the Hosting and Functions emulators add no X-Forwarded-For and reach the worker over
 * a Unix socket, so nothing in the request says more than "this machine": trust no header at all,
 * and every anonymous local caller shares one key (they are one machine). The in-process tests run
 * with the production rule and send the headers Google's front end would.
 */
export const TRUSTED_PROXY_HOPS = 2;

/** The Express `trust proxy` setting for where the API runs. */
export function trustProxySetting(): number | false {
  return config.functionsEmulator ? false : TRUSTED_PROXY_HOPS;
}

/** The rate-limit key of an anonymous caller: the address (an IPv6 caller's /56, as one home or office holds a whole block). */
export function clientAddressKey(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip) : 'local';
}
