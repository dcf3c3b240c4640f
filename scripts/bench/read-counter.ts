import { Firestore, type AggregateQuery, type AggregateSpec, Query, Transaction, type QuerySnapshot } from 'firebase-admin/firestore';

/**
 * Counts Firestore reads made by this process, for the benchmark and the API's read-count tests;
 * it lives outside functions/ so it is never deployed. It wraps the Admin SDK's read methods at
 * runtime, so the code under test runs unchanged against the real emulator.
 *
 * - `requests`: round trips that read (a query, a batch get, a document get, an aggregation);
 * - `documents`: documents billed as read (each document a query returns, each document asked
 *   for by a get, one per aggregation).
 */
export interface ReadCount {
  requests: number;
  documents: number;
}

const count: ReadCount = { requests: 0, documents: 0 };
let installed = false;

function record(documents: number) {
  count.requests += 1;
  count.documents += documents;
}

type Method<T, A extends unknown[], R> = (this: T, ...args: A) => Promise<R>;

function wrap<T, A extends unknown[], R>(target: { prototype: T }, name: keyof T, documentsOf: (result: R, args: A) => number) {
  const original = target.prototype[name] as Method<T, A, R>;
  const counted: Method<T, A, R> = async function (this: T, ...args: A) {
    const result = await original.apply(this, args);
    record(documentsOf(result, args));
    return result;
  };
  target.prototype[name] = counted as T[keyof T];
}

/** Installs the counter once per process (given the process's Firestore client); later calls only return it. */
export function installReadCounter(firestore: Firestore) {
  if (!installed) {
    installed = true;
    // DocumentReference.get() goes through Firestore.getAll(), so it is counted there once.
    wrap<Firestore, unknown[], unknown[]>(Firestore, 'getAll', (snapshots) => snapshots.length);
    wrap<Query, [], QuerySnapshot>(Query, 'get', (snapshot) => snapshot.size);
    // AggregateQuery (count(), sum()) is not exported at runtime; reach its class through an instance.
    const aggregateQuery = firestore.collection('_').count().constructor as { prototype: AggregateQuery<AggregateSpec> };
    wrap<AggregateQuery<AggregateSpec>, [], unknown>(aggregateQuery, 'get', () => 1);
    // Transactions read through their own methods.
    wrap<Transaction, [unknown], unknown>(Transaction, 'get', (result, [target]) =>
      target instanceof Query ? (result as QuerySnapshot).size : 1,
    );
    wrap<Transaction, unknown[], unknown[]>(Transaction, 'getAll', (snapshots) => snapshots.length);
  }
  return {
    reset() {
      count.requests = 0;
      count.documents = 0;
    },
    read(): ReadCount {
      return { ...count };
    },
  };
}
