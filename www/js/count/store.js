// The IndexedDB store of long counts' records (js/count/record.js: one per board size, keyed by n), so that
// a count survives a reload or a crash; without IndexedDB (a private window, blocked storage) counts run
// without resume.

const DB_NAME = 'nqueens-count';
const DB_VERSION = 1;
const STORE = 'partial-counts';

/**
 * Opens the store. Resolves `{available: true, store}` or, when IndexedDB is missing, refused (private
 * modes, blocked storage) or fails, `{available: false, reason}`: counts then run without resume.
 * @param {IDBFactory | null} [given] the IndexedDB to use (the browser's when left out)
 * @returns {Promise<{available: true, store: CountStore, reason?: undefined} | {available: false, reason: string, store?: undefined}>}
 */
export async function openCountStore(given) {
  try {
    // Inside the try: a browser that blocks storage may throw on merely reading `indexedDB`.
    const idb = given === undefined ? globalThis.indexedDB : given;
    if (!idb) return { available: false, reason: 'this browser offers no IndexedDB here' };
    const open = idb.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'n' });
    };
    const db = await new Promise((/** @type {(db: IDBDatabase) => void} */ resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
      open.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    // A newer version of the page, in another tab, may need the database: let it have it.
    db.onversionchange = () => db.close();
    return { available: true, store: new CountStore(db) };
  } catch (err) {
    return { available: false, reason: String(err?.message ?? err) };
  }
}

/** The partial counts in IndexedDB. Operations run one after another, in the order they are asked for. */
export class CountStore {
  /** @param {IDBDatabase} db */
  constructor(db) {
    this.db = db;
    /** @type {Promise<unknown>} */
    this.queue = Promise.resolve();
    this.writes = 0; // records written so far (for the test hook)
  }

  /**
   * Runs `op` on the store in a transaction of `mode`, after the operations asked for before it; resolves
   * what `op` returned once the transaction is complete.
   * @template T
   * @param {IDBTransactionMode} mode @param {(store: IDBObjectStore) => T} op @returns {Promise<T>}
   */
  run(mode, op) {
    const next = this.queue.then(() => {
      const tx = this.db.transaction(STORE, mode);
      const result = op(tx.objectStore(STORE));
      return new Promise((/** @type {(result: T) => void} */ resolve, reject) => {
        tx.oncomplete = () => resolve(result);
        tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('an IndexedDB transaction failed'));
      });
    });
    this.queue = next.catch(() => {});
    return next;
  }

  /** Every stored record, as stored (unchecked). @returns {Promise<import('./record.js').StoredRecord[]>} */
  async all() {
    const req = await this.run('readonly', (store) => store.getAll());
    return req.result ?? [];
  }

  /** @param {import('./record.js').StoredRecord} record */
  async save(record) {
    await this.run('readwrite', (store) => store.put(record));
    this.writes += 1;
  }

  /** @param {number} n */
  remove(n) {
    return this.run('readwrite', (store) => store.delete(n));
  }
}
