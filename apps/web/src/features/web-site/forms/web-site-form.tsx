import { webSiteSchema, type WebSite } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type Path } from 'react-hook-form';
import { FormAlert, SubmitButton } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSaveWebSiteMutation } from '../api/save-web-site';
import { GeneralFields, MapFields, OfficeFields } from './web-site-fields';
import { AppLinkFields, SocialFields } from './web-site-link-fields';
import { useWebSiteT } from '../texts';

/** The English toast (the page's `form.saved`), shown in the reader's language. */
export const WEB_SITE_SAVED = 'Data saved successfully!';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="web-site-form__section">
      <h2 className="panel__title">{title}</h2>
      {children}
    </section>
  );
}

/** The Web Site page's one form: the same zod rule as PUT /web-site, checked before sending. */
export function WebSiteForm({ initial }: { initial: WebSite }) {
  const save = useSaveWebSiteMutation();
  const t = useWebSiteT();
  const form = useForm<WebSite>({
    resolver: zodResolver(webSiteSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      toast.success(t('form.saved'));
    } catch (error) {
      // The server's per-field messages go beside the fields ("offices.1.phone" is a path).
      if (error instanceof ApiError && error.validations)
        for (const [field, message] of Object.entries(error.validations))
          setError(field as Path<WebSite>, { type: 'server', message });
    }
  });

  const fields = { register, errors };
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('form.label')} className="panel">
      <FormAlert variant="danger" message={save.isError ? errorMessage(save.error) : null} />
      <Section title={t('section.general')}>
        <GeneralFields {...fields} />
      </Section>
      <Section title={t('section.offices')}>
        <OfficeFields {...fields} />
      </Section>
      <Section title={t('section.map')}>
        <MapFields {...fields} />
      </Section>
      <Section title={t('section.social')}>
        <SocialFields {...fields} />
      </Section>
      <Section title={t('section.apps')}>
        <AppLinkFields {...fields} />
      </Section>
      <SubmitButton busy={isSubmitting || save.isPending} className="px-5">
        {t('form.save')}
      </SubmitButton>
    </Form>
  );
}
