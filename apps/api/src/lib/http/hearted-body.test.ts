import { describe, expect, it } from 'vitest';
import { HeartedBody } from './hearted-body';

const read = (body: Buffer) => JSON.parse(body.toString('utf8'));
// A visitor's adverts carry no heart; a signed-in caller's carry theirs.
const visitors = [
  { id: 1, title: 'A "favory":false in the text' },
  { id: 2, title: 'B – Kadıköy' },
];
const [first, second] = visitors.map((advert) => ({ ...advert, favory: false }));

describe('a visitors’ list shared by signed-in callers', () => {
  it('answers a page with each caller’s hearts, the other fields kept', () => {
    const others = { totalElements: 2, totalPages: 1, number: 0, size: 10 };
    const body = HeartedBody.of(JSON.stringify({ content: visitors, ...others }));
    expect(body.ids).toEqual([1, 2]);
    expect(read(body.for(new Set()))).toEqual({ content: [first, second], ...others });
    expect(read(body.for(new Set([2, 7])))).toEqual({
      content: [first, { ...second, favory: true }],
      ...others,
    });
    // The title's own text is never taken for the field.
    expect(read(body.for(new Set([1]))).content[0]).toEqual({ ...first, favory: true });
  });

  it('makes the body without hearts once for every caller who has none of these adverts', () => {
    const body = HeartedBody.of(JSON.stringify(visitors));
    const plain = body.for(new Set([7]));
    expect(body.for(new Set())).toBe(plain);
    expect(read(plain)).toEqual([first, second]);
    expect(read(body.for(new Set([2])))).toEqual([first, { ...second, favory: true }]);
    expect(read(body.for(new Set([9])))).toEqual([first, second]);
  });

  it('answers a bare list, and an empty one', () => {
    const body = HeartedBody.of(JSON.stringify(visitors));
    expect(read(body.for(new Set([1])))).toEqual([{ ...first, favory: true }, second]);
    expect(
      HeartedBody.of('[]')
        .for(new Set([1]))
        .toString(),
    ).toBe('[]');
    const empty = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 };
    expect(read(HeartedBody.of(JSON.stringify(empty)).for(new Set()))).toEqual(empty);
  });

  it('refuses a list that carries someone’s hearts', () => {
    expect(() => HeartedBody.of(JSON.stringify([{ id: 1, favory: true }]))).toThrow();
    expect(() => HeartedBody.of(JSON.stringify([{ id: 1, favory: false }]))).toThrow();
  });
});
