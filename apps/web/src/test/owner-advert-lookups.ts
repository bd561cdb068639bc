import { DEFAULT_WEB_SITE } from '@estate/contracts';
import type { MockReply } from './api-mock';

const category = (id: number, title: string) => ({
  id,
  title,
  slug: title.toLowerCase(),
  icon: 'house',
  seq: id,
  isActive: true,
  properties: [],
});

/** The lookups the advert form reads: two countries, their cities and districts, two categories. */
/** A key's type fields when it is free text. */
const TEXT_KEY = { type: 'text', unit: null, min: null, max: null, choices: [] as string[] };

export const ADVERT_FORM_LOOKUPS: Record<string, MockReply> = {
  'GET /advert-types': {
    body: [
      { id: 1, title: 'Sale' },
      { id: 2, title: 'Rent' },
    ],
  },
  'GET /categories': {
    body: {
      content: [category(2, 'Apartment'), category(3, 'Villa')],
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 100,
    },
  },
  'GET /countries': {
    body: [
      { id: 1, name: 'Türkiye' },
      { id: 2, name: 'Greece' },
    ],
  },
  'GET /cities/1': { body: [{ id: 11, name: 'İstanbul' }] },
  'GET /cities/2': { body: [{ id: 21, name: 'Athens' }] },
  'GET /districts/11': { body: [{ id: 111, name: 'Kadıköy' }] },
  'GET /districts/21': { body: [{ id: 211, name: 'Plaka' }] },
  'GET /propertieskey/getAllByCatgory/2': {
    body: [
      { id: 5, name: 'Rooms', ...TEXT_KEY },
      { id: 6, name: 'Floor', ...TEXT_KEY },
    ],
  },
  'GET /web-site': { body: DEFAULT_WEB_SITE },
  'GET /propertieskey/getAllByCatgory/3': {
    body: [{ id: 7, name: 'Garden', ...TEXT_KEY, type: 'boolean' }],
  },
};

const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/**
 * A file of the given type and size, as the file input would hand it over: its first bytes are
 * that type's signature (the picker reads them), the rest zeros.
 */
export function pictureFile(name: string, type = 'image/jpeg', bytes = 1024) {
  const content = new Uint8Array(bytes);
  content.set((SIGNATURES[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
}

/** A text file given a picture's name and type, as a renamed file arrives: its bytes say text. */
export const textFileNamedLikePicture = (name = 'notes.jpg') =>
  new File(['These are my notes, not a picture.\n'], name, { type: 'image/jpeg' });
