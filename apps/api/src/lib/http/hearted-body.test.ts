import { describe, expect, it } from 'vitest';
import { HeartedBody } from './hearted-body';

const read = (body: Buffer) => JSON.parse(body.toString('utf8'));
const adverts = [
  { id: 1, title: 'A "favory":false in the text', favory: false },
  { id: 2, title: 'B – Kadıköy', favory: false },
];

describe('a list shared by signed-in callers', () => {
  it('answers a page with each caller’s hearts, the other fields kept', () => {
    const page = { content: adverts, totalElements: 2, totalPages: 1, number: 0, size: 10 };
    const body = HeartedBody.of(JSON.stringify(page));
    expect(body.ids).toEqual([1, 2]);
    expect(read(body.for(new Set()))).toEqual(page);
    expect(read(body.for(new Set([2, 7])))).toEqual({
      ...page,
      content: [adverts[0], { ...adverts[1], favory: true }],
    });
    // The title's own text is never taken for the field.
    expect(read(body.for(new Set([1]))).content[0]).toEqual({ ...adverts[0], favory: true });
  });

  it('answers a bare list, and an empty one', () => {
    const body = HeartedBody.of(JSON.stringify(adverts));
    expect(read(body.for(new Set([1])))).toEqual([{ ...adverts[0], favory: true }, adverts[1]]);
    expect(
      HeartedBody.of('[]')
        .for(new Set([1]))
        .toString(),
    ).toBe('[]');
    const empty = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 };
    expect(read(HeartedBody.of(JSON.stringify(empty)).for(new Set()))).toEqual(empty);
  });

  it('refuses a list made with a caller’s hearts in it', () => {
    expect(() => HeartedBody.of(JSON.stringify([{ id: 1, favory: true }]))).toThrow();
    expect(() => HeartedBody.of(JSON.stringify([{ id: 1 }]))).toThrow();
  });
});
