import type { PropertyKey } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/forms';
import { TextField } from '../../../../components/forms';
import { valueField, type AdvertFormValues } from './advert-form-values';
import { useEditorT } from '../texts';

const TYPED = new Set(['number', 'boolean', 'choice']);

/**
 * The control that fits a key's type (docs/product.md#typed-property-details): a number input with
 * its unit, a yes/no switch, a select of the choices, or text.
 */
export function TypedValueField({ propertyKey: key }: { propertyKey: PropertyKey }) {
  const t = useEditorT();
  const { register, setValue, formState } = useFormContext<AdvertFormValues>();
  const name = `values.${valueField(key.id)}` as const;
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const error = formState.errors.values?.[valueField(key.id)];
  const id = `value-${key.id}`;
  // Text, and any type this client does not know, is a plain input.
  if (!TYPED.has(key.type))
    return <TextField label={key.name} registration={register(name)} error={error} />;
  return (
    <FormField label={key.name} id={id} error={error?.message} errorClassName="d-block">
      {(control) =>
        key.type === 'boolean' ? (
          <Form.Check
            type="switch"
            id={id}
            // The stored value stays 'Yes' or 'No' (the server's words); its label is the reader's.
            label={value.toLowerCase() === 'yes' ? t('yes') : t('no')}
            checked={value.toLowerCase() === 'yes'}
            onChange={(event) =>
              setValue(name, event.target.checked ? 'Yes' : 'No', {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            isInvalid={control.isInvalid}
          />
        ) : key.type === 'choice' ? (
          <Form.Select {...register(name)} value={value} {...control}>
            <option value="">—</option>
            {/* The stored value stays the English choice; its label is the reader's language's. */}
            {key.choices.map((choice, i) => (
              <option key={choice} value={choice}>
                {key.choiceLabels?.[i] ?? choice}
              </option>
            ))}
          </Form.Select>
        ) : (
          <InputGroup hasValidation>
            <Form.Control
              type="number"
              inputMode="decimal"
              min={key.min ?? undefined}
              max={key.max ?? undefined}
              {...register(name)}
              {...control}
            />
            {key.unit ? <InputGroup.Text>{key.unit}</InputGroup.Text> : null}
          </InputGroup>
        )
      }
    </FormField>
  );
}
