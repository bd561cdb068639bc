/** What the advert types API answers when it refuses (docs/product.md#advert-types). */
export const ADVERT_TYPE_MESSAGES = {
  missing: 'This advert type does not exist.',
  titleTaken: 'An advert type with this title already exists.',
  deleted: 'The advert type was deleted.',
  inUse: (n: number) =>
    `This advert type is used by ${n} ${n === 1 ? 'advert' : 'adverts'} and cannot be deleted.`,
} as const;
