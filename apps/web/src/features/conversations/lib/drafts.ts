/**
 * A message typed about an advert, kept in this tab's sessionStorage until it is sent: a visitor
 * sent to log in comes back to the advert with their text still there.
 */
const keyOf = (advertId: number) => `message-draft:${advertId}`;

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const readDraft = (advertId: number): string => store()?.getItem(keyOf(advertId)) ?? '';

export function writeDraft(advertId: number, text: string): void {
  if (text) store()?.setItem(keyOf(advertId), text);
  else store()?.removeItem(keyOf(advertId));
}
