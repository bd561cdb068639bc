/** A `tel:` link for a phone as people write it ("+90 212 555 01 00"). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
