/** What the categories API answers when it refuses (docs/product.md#categories). */
export const CATEGORY_MESSAGES = {
  missing: 'This category does not exist.',
  titleTaken: 'A category with this name already exists.',
  slugTaken: 'Another category already uses this slug.',
  taken: 'Another category already uses this name or slug.',
  foreignKey: 'This property does not belong to the category.',
  deleted: 'The category was deleted.',
  inUse: (n: number) =>
    `This category is used by ${n} ${n === 1 ? 'advert' : 'adverts'} and cannot be deleted.`,
} as const;
