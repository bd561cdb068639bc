import type { AdvertDetail, OwnerRevision, PropertyRule } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import {
  advertEditorFormSchema,
  fromAdvertDetail,
  fromRevision,
  newAdvertFormSchema,
  toAdvertBody,
  valueField,
  type AdvertFormOutput,
} from './advert-form-values';

const filled = {
  title: 'Garden villa',
  description: 'Quiet street.',
  price: '250000',
  advertType: '1',
  category: '2',
  country: '1',
  city: '1',
  district: '2',
  location: 'Moda Cad. 12',
  currency: 'EUR',
};

const BEDROOMS: PropertyRule = { name: 'Bedrooms', type: 'number', min: 1, max: 20 };

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the advert form rules', () => {
  it('accepts a filled form and turns its numbers and ids into numbers', () => {
    const result = newAdvertFormSchema.safeParse({ ...filled, values: { k5: '3' } });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      price: 250000,
      advertType: 1,
      district: 2,
      currency: 'EUR',
    });
  });

  it("says a value does not fit its key in the server's words", () => {
    const result = newAdvertFormSchema.safeParse({
      ...filled,
      values: { k5: '40' },
      rules: { k5: BEDROOMS },
    });
    expect(issuesOf(result)).toEqual([['values.k5', 'Bedrooms must be at most 20']]);
  });

  it('checks a value as soon as it is typed, while other fields are still empty', () => {
    const result = newAdvertFormSchema.safeParse({
      ...filled,
      title: '',
      values: { k5: 'many' },
      rules: { k5: BEDROOMS },
    });
    const issues = issuesOf(result);
    expect(issues).toContainEqual(['values.k5', 'Bedrooms must be a number']);
    expect(issues.map(([path]) => path)).toContain('title');
  });

  it('leaves an empty value and a value without a known key alone', () => {
    const result = newAdvertFormSchema.safeParse({
      ...filled,
      values: { k5: '   ', k9: 'anything' },
      rules: { k5: BEDROOMS },
    });
    expect(result.success).toBe(true);
  });

  it('asks the editor for a slug the new advert form does not have', () => {
    expect(advertEditorFormSchema.safeParse({ ...filled, slug: 'not a slug!' }).success).toBe(
      false,
    );
    expect(advertEditorFormSchema.safeParse({ ...filled, slug: 'garden-villa' }).success).toBe(
      true,
    );
    expect(newAdvertFormSchema.safeParse(filled).success).toBe(true);
  });
});

describe('toAdvertBody', () => {
  const output = (values: Record<string, string>): AdvertFormOutput => ({
    ...newAdvertFormSchema.parse({ ...filled, rules: { k5: BEDROOMS } }),
    values,
  });

  it('sends values as key ids with trimmed text, leaving empty ones out', () => {
    const body = toAdvertBody(output({ k5: ' 3 ', k6: '', k7: '  ', k8: 'sea view' }));
    expect(body.values).toEqual([
      { keyId: 5, value: '3' },
      { keyId: 8, value: 'sea view' },
    ]);
  });

  it('keeps the rules out of the body and sends the advert as active', () => {
    const body = toAdvertBody(output({}));
    expect(body).not.toHaveProperty('rules');
    expect(body).toMatchObject({ isActive: true, title: 'Garden villa', price: 250000 });
  });
});

describe('the editor starting values', () => {
  const detail = makeAdvertDetail({
    point: { latitude: 40.99, longitude: 29.03 },
  }) as unknown as AdvertDetail;

  it('fills the form from the advert as text, with values per key field', () => {
    expect(fromAdvertDetail(detail)).toEqual({
      title: 'Sunny flat in Kadıköy',
      description: 'Bright rooms.\nClose to the ferry.',
      price: '1250000',
      advertType: '1',
      category: '2',
      country: '1',
      city: '1',
      district: '2',
      location: 'Moda Cad. 12',
      slug: 'sunny-flat-in-kadikoy',
      point: { latitude: 40.99, longitude: 29.03 },
      values: { k5: '3', k6: '4th' },
      currency: 'USD',
    });
  });

  it('shows the revision the owner sent over the live advert', () => {
    const sent: OwnerRevision['form'] = {
      title: 'Sunny flat, new kitchen',
      description: 'Bright rooms.',
      price: 1300000,
      advertType: 1,
      category: 2,
      country: 1,
      city: 1,
      district: 3,
      location: 'Moda Cad. 14',
      isActive: true,
      values: [{ keyId: 5, value: '4' }],
    };
    const form = fromRevision(detail, sent);
    expect(form).toMatchObject({
      title: 'Sunny flat, new kitchen',
      price: '1300000',
      district: '3',
      location: 'Moda Cad. 14',
      values: { k5: '4' },
    });
    // What the revision leaves out stays as the live advert has it.
    expect(form.slug).toBe('sunny-flat-in-kadikoy');
    expect(form.point).toEqual({ latitude: 40.99, longitude: 29.03 });
    expect(form.currency).toBe('USD');
  });

  it('takes the revision slug, pin and currency when it has them', () => {
    const form = fromRevision(detail, {
      ...fromRevisionBase(),
      slug: 'sunny-flat-renamed',
      point: { latitude: 41, longitude: 29 },
      currency: 'TRY',
    });
    expect(form).toMatchObject({
      slug: 'sunny-flat-renamed',
      point: { latitude: 41, longitude: 29 },
      currency: 'TRY',
    });
  });

  it('names a key id as its value field', () => {
    expect(valueField(12)).toBe('k12');
  });
});

function fromRevisionBase(): OwnerRevision['form'] {
  return {
    title: 'Sunny flat',
    description: 'Bright rooms.',
    price: 1,
    advertType: 1,
    category: 2,
    country: 1,
    city: 1,
    district: 2,
    location: '',
    isActive: true,
    values: [],
  };
}
