import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { datasetCsv } from './report-csv';

/** The CSV of one "Advert,Views" row, read back as a spreadsheet would get its cells. */
async function cellsOf(title: string | number, views: string | number = 1) {
  const text = await datasetCsv({ columns: ['Advert', 'Views'], rows: [[title, views]] });
  const parsed = Papa.parse<string[]>(text, { newline: '\r\n' });
  return { text, row: parsed.data[1]! };
}

describe('datasetCsv formula escaping', () => {
  it.each([
    ['=1+1'],
    ['+1'],
    ['-1'],
    ['@SUM(1)'],
    ['\t=1'],
    ['\r=1'],
    [' =1'],
    ['"=1'],
    ['\u00a0=1'],
    ['＝1+1'],
    ['=1+1\nsecond line'],
    ['Nice flat\n=HYPERLINK("http://evil.example","Click")'],
    ['Nice flat\r\n  +cmd|" /C calc"!A0'],
  ])('puts a quote before the text cell %j so it stays text', async (title) => {
    const { row } = await cellsOf(title);
    expect(row[0]).toBe(`'${title}`);
  });

  it('leaves ordinary text and real numbers, negative ones included, as they are', async () => {
    const { text } = await cellsOf('Sea view - 3 rooms, garden', -5);
    expect(text).toBe('Advert,Views\r\n"Sea view - 3 rooms, garden",-5');
    expect((await cellsOf('2026-11-24', 0)).text).toBe('Advert,Views\r\n2026-11-24,0');
  });

  it('escapes a text cell that looks like a negative number (text, not a number)', async () => {
    expect((await cellsOf('-5')).row[0]).toBe("'-5");
  });
});
