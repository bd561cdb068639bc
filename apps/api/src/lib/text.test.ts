import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './text';

describe('text folding', () => {
  it('folds accents and Turkish letters', () => {
    expect(foldText('İSTANBUL Çarşı Şişli Ağaç Öğün Üsküdar')).toBe(
      'istanbul carsi sisli agac ogun uskudar',
    );
    expect(foldText('Crème Brûlée Straße')).toBe('creme brulee strasse');
  });

  it('makes URL slugs of a-z, 0-9 and single hyphens', () => {
    expect(slugify('  Deniz Manzaralı 3+1 Daire, Kadıköy!  ')).toBe(
      'deniz-manzarali-3-1-daire-kadikoy',
    );
    expect(slugify('---')).toBe('');
  });
});
