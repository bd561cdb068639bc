import { CURRENCIES, DEFAULT_CURRENCY } from '@estate/contracts';
import { useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/forms';
import { useWebSite } from '../../../../lib/web-site';
import type { AdvertFormValues } from './advert-form-values';
import { useEditorT } from '../texts';

/** The price's currency; a new advert starts with the Web Site page's default (docs/product.md#prices). */
export function CurrencyField() {
  const { register, setValue, formState } = useFormContext<AdvertFormValues>();
  const value = useWatch<AdvertFormValues, 'currency'>({ name: 'currency' });
  const site = useWebSite();
  const t = useEditorT();
  useEffect(() => {
    if (!value) setValue('currency', site?.defaultCurrency ?? DEFAULT_CURRENCY);
  }, [value, site, setValue]);
  return (
    <FormField
      label={t('currency')}
      id={`${useId()}-currency`}
      error={formState.errors.currency?.message}
    >
      {(control) => (
        <Form.Select {...register('currency')} value={value ?? ''} {...control}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
}
