import { STORAGE_KEYS, readItem, removeItem, writeItem } from './storage';

/**
 * The session token, kept AES-GCM encrypted in local storage under the key `token`.
 * The key is a non-extractable Web Crypto key that lives in IndexedDB, so the stored text alone
 * is useless outside this browser profile. See docs/decisions/0005-web-token-storage.md.
 */
const DB_NAME = 'estate-web';
const DB_STORE = 'keys';
const KEY_ID = 'token-key';

let memoryToken: string | null | undefined;
let keyPromise: Promise<CryptoKey> | undefined;

const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

function openKeyDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

function idbRequest<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  run: (s: IDBObjectStore) => IDBRequest<T>,
) {
  return new Promise<T>((resolve, reject) => {
    const request = run(db.transaction(DB_STORE, mode).objectStore(DB_STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

const generateKey = (crypto: SubtleCrypto) =>
  crypto.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

async function loadOrCreateKey(crypto: SubtleCrypto): Promise<CryptoKey> {
  // Without IndexedDB the key lives for this page only: a reload then needs a new login.
  if (typeof indexedDB === 'undefined') return generateKey(crypto);
  try {
    const db = await openKeyDb();
    const existing = await idbRequest<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    const created = await generateKey(crypto);
    await idbRequest(db, 'readwrite', (s) => s.put(created, KEY_ID));
    return created;
  } catch {
    return generateKey(crypto);
  }
}

function getKey(crypto: SubtleCrypto): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey(crypto);
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function saveToken(token: string): Promise<void> {
  memoryToken = token;
  const crypto = subtle();
  if (!crypto) {
    // Web Crypto exists only on secure origins (https, localhost); elsewhere keep it in memory.
    removeItem(STORAGE_KEYS.token);
    return;
  }
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const key = await getKey(crypto);
  const cipher = await crypto.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(token),
  );
  // A newer save or a logout may have happened while encrypting; only the latest one wins.
  if (memoryToken === token) {
    writeItem(STORAGE_KEYS.token, `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`);
  }
}

export async function readToken(): Promise<string | null> {
  if (memoryToken !== undefined) return memoryToken;
  const stored = readItem(STORAGE_KEYS.token);
  const crypto = subtle();
  if (!stored || !crypto) return null;
  const [iv, cipher] = stored.split('.');
  if (!iv || !cipher) return null;
  try {
    const key = await getKey(crypto);
    const plain = await crypto.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      key,
      fromBase64(cipher),
    );
    memoryToken = new TextDecoder().decode(plain);
    return memoryToken;
  } catch {
    removeItem(STORAGE_KEYS.token);
    return null;
  }
}

export function clearToken(): void {
  memoryToken = null;
  removeItem(STORAGE_KEYS.token);
}

/** Forgets the in-memory copy so the next read decrypts local storage again (tests, tab sync). */
export function forgetCachedToken(): void {
  memoryToken = undefined;
}
