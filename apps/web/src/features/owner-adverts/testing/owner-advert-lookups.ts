import type { MockReply } from '../../../test/api-mock';

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
      { id: 5, name: 'Rooms' },
      { id: 6, name: 'Floor' },
    ],
  },
  'GET /propertieskey/getAllByCatgory/3': { body: [{ id: 7, name: 'Garden' }] },
};

/** A small file of the given type and size, as the file input would hand it over. */
export const pictureFile = (name: string, type = 'image/jpeg', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });
