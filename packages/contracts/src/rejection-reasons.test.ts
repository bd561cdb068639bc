import { describe, expect, it } from 'vitest';
import { rejectionReasonText, splitRejectionText } from './rejection-reasons';

describe('a reason kept as English text, split back', () => {
  it('finds the listed reason and the words staff added', () => {
    expect(splitRejectionText('Duplicate')).toEqual({ code: 'DUPLICATE', text: null });
    expect(splitRejectionText('Contact details in the text: call 0555')).toEqual({
      code: 'CONTACT_IN_TEXT',
      text: 'call 0555',
    });
    expect(splitRejectionText('Blurry photos: retake them')).toEqual({
      code: null,
      text: 'Blurry photos: retake them',
    });
  });

  it('gives back the same text when joined again in English', () => {
    for (const kept of ['Duplicate', 'Price missing or wrong: per month', 'My own words']) {
      const { code, text } = splitRejectionText(kept);
      expect(rejectionReasonText(code, text)).toBe(kept);
    }
  });
});
