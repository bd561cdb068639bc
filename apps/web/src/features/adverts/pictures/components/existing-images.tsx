import type { AdvertImage } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useAdvertImageMutations } from '../api/advert-images';
import { PICTURES_ENGLISH, picturesText, usePicturesT } from '../texts';

/** The specification's question (docs/product.md#pictures); shown in the reader's language. */
export const DELETE_IMAGE_QUESTION = PICTURES_ENGLISH.deleteQuestion;

interface ExistingImagesProps {
  advertId: number;
  images: AdvertImage[];
}

/** Moves one id a place up (-1) or down (+1) in the gallery order. */
const moved = (ids: number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
};

/** Runs a picture change; a refusal shows the server's message. */
const run = (action: Promise<unknown>, success?: string) =>
  action
    .then(() => success && toast.success(success))
    .catch((error: unknown) => toast.error(errorMessage(error)));

interface SavedImageTileProps {
  image: AdvertImage;
  position: number;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onFeature: () => void;
  onDelete: () => void;
}

function SavedImageTile({
  image,
  position,
  last,
  onMove,
  onFeature,
  onDelete,
}: SavedImageTileProps) {
  const t = usePicturesT();
  const number = position + 1;
  return (
    <li className={`picked-image${image.featured ? ' picked-image--featured' : ''}`}>
      <img src={image.thumbUrl} alt={t('picture', { number })} className="picked-image__preview" />
      {image.featured ? <span className="badge text-bg-warning">{t('featured')}</span> : null}
      <div className="picked-image__actions">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={t('moveUp', { number })}
          disabled={position === 0}
          onClick={() => onMove(-1)}
        >
          <Icon name="arrow-up" />
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={t('moveDown', { number })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <Icon name="arrow-down" />
        </Button>
        <Button size="sm" variant="outline-primary" disabled={image.featured} onClick={onFeature}>
          {t('setFeatured')}
        </Button>
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

/** The advert's saved pictures: featured choice, order and Delete, each saved at once. */
export function ExistingImages({ advertId, images }: ExistingImagesProps) {
  const t = usePicturesT();
  const { remove, feature, reorder } = useAdvertImageMutations(advertId);
  const [deleting, setDeleting] = useState<number>();
  const ids = images.map((i) => i.id);

  if (images.length === 0) return <p className="text-muted">{t('none')}</p>;
  return (
    <>
      <ul className="picked-images" aria-label={t('saved')}>
        {images.map((image, index) => (
          <SavedImageTile
            key={image.id}
            image={image}
            position={index}
            last={index === images.length - 1}
            onMove={(step) => void run(reorder.mutateAsync(moved(ids, index, step)))}
            onFeature={() => void run(feature.mutateAsync(image.id))}
            onDelete={() => setDeleting(image.id)}
          />
        ))}
      </ul>
      <ConfirmDialog
        show={deleting !== undefined}
        message={t('deleteQuestion')}
        subject={
          deleting === undefined ? undefined : t('picture', { number: ids.indexOf(deleting) + 1 })
        }
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const id = deleting!;
          setDeleting(undefined);
          void run(remove.mutateAsync(id), picturesText('deleted'));
        }}
      />
    </>
  );
}
