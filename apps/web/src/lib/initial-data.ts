/**
 * API answers the server wrote into the page it sent (`<script id="initial-data">`, see
 * docs/decisions/0013-web-first-load.md): the reads the opened page makes at start-up, made when the
 * HTML was, keyed by their path under the API (`/adverts/popular/6`). A query takes its answer as
 * its initial data, so the first render already shows the content instead of a skeleton and no
 * request is made. Each answer is used once, and the rest are dropped at the first navigation:
 * anything read later comes from the API.
 */
import { currentLanguage } from '../i18n/runtime';

const ELEMENT_ID = 'initial-data';

const answers = new Map<string, unknown>();
/** The language the answers were written in (`?lang=`), once the page's block was read. */
let pageLanguage: string | undefined;

/** Moves the page's answers into memory, the first time they are asked for. */
function readPage(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return;
  element.remove();
  pageLanguage = element.dataset.language ?? 'en';
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
    for (const [path, body] of Object.entries(parsed)) answers.set(path, body);
  } catch {
    // A damaged block only costs the requests it would have saved.
  }
}

/**
 * The answer the page holds for `GET path`, once; undefined when it holds none (any more). Only
 * a reader of the page's language takes one: a read made before a Turkish page's texts are
 * active asks the API and leaves the answers for the page's own reads, which come after.
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  readPage();
  if (pageLanguage !== currentLanguage() || !answers.has(path)) return undefined;
  const body = answers.get(path) as T;
  answers.delete(path);
  return body;
}

/** Forgets every answer not used yet: they belong to the moment the page was opened. */
export function dropInitialAnswers(): void {
  readPage();
  answers.clear();
}
