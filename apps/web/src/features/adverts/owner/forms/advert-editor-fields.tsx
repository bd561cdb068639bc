import type { AdvertDetail } from '@estate/contracts';
import Alert from 'react-bootstrap/Alert';
import { ExistingImages, ImagePicker, type PickedImages } from '../../pictures';
import { AddressFields } from './address-fields';
import { CommonInformationFields } from './common-information-fields';
import { FormSection } from './form-section';
import { PropertyDetailsFields } from './property-details-fields';
import { useEditorT } from '../texts';

interface AdvertEditorFieldsProps {
  detail: AdvertDetail;
  picked: PickedImages;
  saving: boolean;
}

/** The editor's sections (docs/product.md#adverts), shared by the owner and admin versions. */
export function AdvertEditorFields({ detail, picked, saving }: AdvertEditorFieldsProps) {
  const t = useEditorT();
  return (
    <>
      <CommonInformationFields withSlug />
      <AddressFields />
      <PropertyDetailsFields />
      <FormSection title={t('section.images')}>
        <ExistingImages advertId={detail.advert.id} images={detail.imges} />
        <ImagePicker picked={picked} disabled={saving} />
      </FormSection>
      {picked.images.some((i) => i.state === 'failed') ? (
        <Alert variant="warning" role="alert">
          {t('picturesNotSentEdit')}
        </Alert>
      ) : null}
    </>
  );
}
