import type { AdvertImage } from '@estate/contracts';
import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useAdvertImageMutations } from '../api/advert-images';

export const DELETE_IMAGE_QUESTION = 'Are you sure you want to delete this image?';

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
  const name = `picture ${position + 1}`;
  return (
    <li className={`picked-image${image.featured ? ' picked-image--featured' : ''}`}>
      <img src={image.thumbUrl} alt={`Picture ${position + 1}`} className="picked-image__preview" />
      {image.featured ? <span className="badge text-bg-warning">Featured</span> : null}
      <div className="picked-image__actions">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Move ${name} up`}
          disabled={position === 0}
          onClick={() => onMove(-1)}
        >
          <Icon name="arrow-up" />
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Move ${name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <Icon name="arrow-down" />
        </Button>
        <Button size="sm" variant="outline-primary" disabled={image.featured} onClick={onFeature}>
          SET AS FEATURED
        </Button>
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The advert's saved pictures: featured choice, order and Delete, each saved at once. */
export function ExistingImages({ advertId, images }: ExistingImagesProps) {
  const { remove, feature, reorder } = useAdvertImageMutations(advertId);
  const [deleting, setDeleting] = useState<number>();
  const ids = images.map((i) => i.id);

  if (images.length === 0) return <p className="text-muted">No pictures yet.</p>;
  return (
    <>
      <ul className="picked-images" aria-label="Saved pictures">
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
        message={DELETE_IMAGE_QUESTION}
        subject={deleting === undefined ? undefined : `Picture ${ids.indexOf(deleting) + 1}`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const id = deleting!;
          setDeleting(undefined);
          void run(remove.mutateAsync(id), IMAGE_UPLOAD_MESSAGES.deleted);
        }}
      />
    </>
  );
}
