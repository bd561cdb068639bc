import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { PickedImage } from './use-picked-images';
import { formatNumber } from '../../../../i18n';
import { usePicturesT } from '../texts';

const STATE_LABEL = {
  uploading: 'state.uploading',
  done: 'state.done',
  failed: 'state.failed',
} as const;
const PROGRESS_VARIANT = { waiting: 'info', uploading: 'info', done: 'success', failed: 'danger' };

/** One new picture: preview, tick, featured mark and, once sending, its progress. */
export function PickedImageTile({
  image,
  onTick,
}: {
  image: PickedImage;
  onTick: (key: number) => void;
}) {
  const t = usePicturesT();
  const percent = Math.round(image.progress * 100);
  return (
    <li className={`picked-image${image.featured ? ' picked-image--featured' : ''}`}>
      <img src={image.previewUrl} alt={image.file.name} className="picked-image__preview" />
      <Form.Check
        id={`picked-${image.key}`}
        className="picked-image__tick"
        checked={image.ticked}
        onChange={() => onTick(image.key)}
        label={image.file.name}
        disabled={image.state === 'done' || image.state === 'uploading'}
      />
      {image.featured ? <span className="badge text-bg-warning">{t('featured')}</span> : null}
      {image.state !== 'waiting' ? (
        <>
          <small className="picked-image__state">
            {t(STATE_LABEL[image.state])}
            {image.state === 'failed'
              ? ''
              : ` ${formatNumber(percent / 100, { style: 'percent' })}`}
          </small>
          <ProgressBar
            now={percent}
            variant={PROGRESS_VARIANT[image.state]}
            aria-label={t('uploadOf', { name: image.file.name })}
            className="picked-image__progress"
          />
        </>
      ) : null}
      {image.error ? (
        <p className="text-danger small mb-0" role="alert">
          {image.error}
        </p>
      ) : null}
    </li>
  );
}
