import type { Category } from '@estate/contracts';

let nextId = 100;

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const id = nextId++;
  return {
    id,
    title: `Category ${id}`,
    slug: `category-${id}`,
    icon: 'house',
    seq: id,
    isActive: true,
    properties: [],
    ...overrides,
  };
}

export const categoryPage = (content: Category[], totalElements = content.length, page = 0) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 3),
  number: page,
  size: 3,
});
