import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasNoInvisibleFormatting,
  idSchema,
  isSingleLine,
  MAX_ID,
  MAX_PAGE_SIZE,
  multiLineString,
  pageQuerySchema,
  singleLineString,
  sortDirectionSchema,
  TEXT_MESSAGES,
} from './common';
import { messageOf } from './test-support';

// Single-line fields refuse line breaks and control characters; descriptions and messages keep
// their line breaks (docs/product.md#limits).
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const LINE_SEPARATORS = ['\u2028', '\u2029'];
const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);
const plainText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((s) => s.replace(/[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, ''));

describe('single-line strings', () => {
  const schema = singleLineString();

  it('accept any text without control characters or line separators', () => {
    fc.assert(fc.property(plainText, (text) => schema.safeParse(text).success));
  });
  it('refuse any text with a control character or a line separator anywhere', () => {
    const withBreak = fc
      .tuple(plainText, fc.oneof(controlCharacter, fc.constantFrom(...LINE_SEPARATORS)), plainText)
      .map(([before, bad, after]) => `${before}${bad}${after}`);
    fc.assert(
      fc.property(withBreak, (text) => {
        expect(isSingleLine(text)).toBe(false);
        expect(messageOf(schema, text)).toBe(TEXT_MESSAGES.singleLine);
      }),
    );
  });
  it('check the text as sent, before a chained trim', () => {
    expect(messageOf(singleLineString().trim(), 'abc\n')).toBe(TEXT_MESSAGES.singleLine);
    expect(singleLineString().trim().parse('  abc ')).toBe('abc');
  });
  it('use the field’s own message when it has one', () => {
    expect(messageOf(singleLineString(undefined, 'Own message'), 'a\tb')).toBe('Own message');
  });
});

describe('multi-line strings', () => {
  const schema = multiLineString();

  it('keep tabs, carriage returns and line feeds', () => {
    const lines = fc
      .array(fc.tuple(plainText, fc.constantFrom('\n', '\r\n', '\t')), { maxLength: 5 })
      .map((parts) => parts.flat().join(''));
    fc.assert(fc.property(lines, (text) => schema.safeParse(text).success));
  });
  it('refuse every other control character', () => {
    const others = CONTROL_CHARACTERS.filter((c) => !['\t', '\n', '\r'].includes(c));
    for (const c of others)
      expect(messageOf(schema, `a${c}b`)).toBe(TEXT_MESSAGES.controlCharacters);
  });
});

// Direction marks reorder what other people read (docs/product.md#form-rules): one of each class.
const INVISIBLE_FORMATTING = {
  'left-to-right embedding U+202A': '\u202A',
  'right-to-left embedding U+202B': '\u202B',
  'pop directional formatting U+202C': '\u202C',
  'left-to-right override U+202D': '\u202D',
  'right-to-left override U+202E': '\u202E',
  'left-to-right isolate U+2066': '\u2066',
  'right-to-left isolate U+2067': '\u2067',
  'first strong isolate U+2068': '\u2068',
  'pop directional isolate U+2069': '\u2069',
  'left-to-right mark U+200E': '\u200E',
  'right-to-left mark U+200F': '\u200F',
  'Arabic letter mark U+061C': '\u061C',
};

describe('invisible formatting characters', () => {
  it.each(Object.entries(INVISIBLE_FORMATTING))(
    'a %s is refused on one line and in several, with its own message',
    (_, mark) => {
      const text = `Villa ${mark}gpj.exe`;
      expect(hasNoInvisibleFormatting(text)).toBe(false);
      expect(messageOf(singleLineString(), text)).toBe(TEXT_MESSAGES.invisibleFormatting);
      expect(messageOf(singleLineString().trim(), `${mark}Villa`)).toBe(
        TEXT_MESSAGES.invisibleFormatting,
      );
      expect(messageOf(multiLineString(), `First line\n${text}`)).toBe(
        TEXT_MESSAGES.invisibleFormatting,
      );
    },
  );
  it('a field with its own one-line message still names the invisible character', () => {
    expect(messageOf(singleLineString(undefined, 'Own message'), 'a\u202Eb')).toBe(
      TEXT_MESSAGES.invisibleFormatting,
    );
  });
  it('right-to-left letters, accents, emoji and the zero-width joiner stay allowed', () => {
    for (const text of ['שלום עולם', 'مرحبا', 'Günlük Kiralık İlker ışık', 'Chamartín', '👩‍👩‍👧'])
      expect(singleLineString().safeParse(text).success).toBe(true);
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to the largest integer column', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(messageOf(idSchema, 0)).toBe('Must be a positive number');
    expect(messageOf(idSchema, MAX_ID + 1)).toBe('Is too large');
    expect(messageOf(idSchema, '1.5')).toBe('Must be a whole number');
    expect(messageOf(idSchema, 'abc')).toBe('Must be a number');
  });
});

describe('paging', () => {
  it('defaults to page 0 of 20, sorted DESC', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 20, type: 'DESC' });
  });
  it('is zero-based and bounded', () => {
    const page = (value: unknown) => messageOf(pageQuerySchema, { page: value }, 'page');
    expect(page('0')).toBeUndefined();
    expect(page('-1')).toBe('page must not be negative');
    expect(page(1_000_000)).toBeUndefined();
    expect(page(1_000_001)).toBe('page is too large');
    expect(page('x')).toBe('page must be a number');
  });
  it('has pages of 1 to 100 items', () => {
    const size = (value: unknown) => messageOf(pageQuerySchema, { size: value }, 'size');
    expect(size(1)).toBeUndefined();
    expect(size(0)).toBe('size must be at least 1');
    expect(size(MAX_PAGE_SIZE)).toBeUndefined();
    expect(size(MAX_PAGE_SIZE + 1)).toBe('size must be at most 100');
  });
  it('reads the sort direction in any case, DESC when absent or empty', () => {
    const direction = sortDirectionSchema('type');
    expect(direction.parse('asc')).toBe('ASC');
    expect(direction.parse('Desc')).toBe('DESC');
    expect(direction.parse('')).toBe('DESC');
    expect(direction.parse(undefined)).toBe('DESC');
    expect(messageOf(direction, 'up')).toBe('type must be ASC or DESC');
  });
});
