import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  advertEditorFormSchema,
  newAdvertFormSchema,
  type AdvertFormOutput,
  type AdvertFormValues,
} from './advert-form-values';

/** The advert form with the contract's rules: the add form, or the editor's with its slug. */
export function useAdvertForm(defaultValues: AdvertFormValues, withSlug: boolean) {
  const schema = withSlug ? advertEditorFormSchema : newAdvertFormSchema;
  return useForm<AdvertFormValues, unknown, AdvertFormOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<
      AdvertFormValues,
      unknown,
      AdvertFormOutput
    >,
    mode: 'onTouched',
    defaultValues,
  });
}
