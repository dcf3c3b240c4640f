import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { keepBodiesFromRuntimeParsers } from './shared/json-body';
import { imeiHashKey } from './shared/secrets';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

// The API, not the runtime, reads request bodies, so every refusal is an error body of the contract.
keepBodiesFromRuntimeParsers();

/** The whole REST API, served by Hosting under /api/**. */
export const api = onRequest({ memory: '512MiB', concurrency: 80, secrets: [imeiHashKey] }, createApp());
