import { createRequire } from 'node:module';
import type { FirestoreServer as FirestoreServerType } from '@firestore-emulator/server';

// The package's ESM build has extensionless imports that Node cannot resolve; its CommonJS build works.
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
type FirestoreServer = FirestoreServerType;

/**
 * The local Firestore: @firestore-emulator/server in this process (docs/decisions/001-local-firestore-without-java.md).
 * firebase-admin reaches it through FIRESTORE_EMULATOR_HOST.
 */
export async function startFirestore(port: number): Promise<{ host: string; server: FirestoreServer; stop: () => void }> {
  const server = new FirestoreServer();
  await server.start(port);
  return { host: `127.0.0.1:${port}`, server, stop: () => server.stop() };
}

/** Names of the top-level collections that hold documents, read from the emulator's state. */
export function collectionNames(server: FirestoreServer): string[] {
  const names = new Set<string>();
  const state = server.state.toJSON() as {
    projects: Record<string, { databases: Record<string, { collections: Record<string, unknown> }> }>;
  };
  for (const project of Object.values(state.projects)) {
    for (const database of Object.values(project.databases)) {
      for (const name of Object.keys(database.collections)) names.add(name);
    }
  }
  return [...names];
}
