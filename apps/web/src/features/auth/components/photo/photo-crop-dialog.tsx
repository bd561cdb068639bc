import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Cropper from 'react-easy-crop';
import { FormAlert } from '../../../../components/forms';
import type { PixelArea } from './crop-square';
import { useAuthT } from '../../texts/auth-texts';

export interface PhotoCropDialogProps {
  /** The picked picture, as an object URL. */
  imageUrl: string;
  busy: boolean;
  error: string | null;
  onSave: (area: PixelArea) => void;
  onCancel: () => void;
}

/**
 * The square crop of a picked photo (docs/product.md#profile-photo): drag to place it, zoom with
 * the slider, the wheel or a pinch; what shows in the circle is what is sent. Loaded only when a
 * photo is picked, with the cropper.
 */
export default function PhotoCropDialog(props: PhotoCropDialogProps) {
  const { imageUrl, busy, error, onSave, onCancel } = props;
  const titleId = useId();
  const t = useAuthT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  return (
    <Modal show centered onHide={busy ? () => undefined : onCancel} aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel={t('photo.cancel')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('photo.cropTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="photo-crop">
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <Form.Group controlId={`${titleId}-zoom`} className="photo-crop__zoom">
          <Form.Label>{t('photo.zoom')}</Form.Label>
          <Form.Range
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </Form.Group>
        <FormAlert variant="danger" message={error} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('photo.cancel')}
        </Button>
        <Button onClick={() => area && onSave(area)} disabled={!area || busy}>
          {busy ? t('photo.saving') : t('photo.save')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
