import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

/** The whole REST API, served by Hosting under /api/**. */
export const api = onRequest({ memory: '512MiB', concurrency: 80 }, createApp());
