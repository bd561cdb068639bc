import { IMAGE_UPLOAD_MESSAGES, type User } from '@estate/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormAlert } from '../../../../components/forms';
import { initialsOf, UserAvatar } from '../../../../components/user-avatar';
import { errorMessage } from '../../../../lib/api-error';
import { useRemovePhotoMutation, useUploadPhotoMutation } from '../../api/profile-photo';
import { cropSquare, type PixelArea } from './crop-square';
import { PHOTO_ACCEPT, photoRefusal } from '../../../../lib/photo-checks';
import { useAuthT, type AuthT } from '../../texts/auth-texts';

// The cropper's code comes with the dialog, when a photo is picked.
const PhotoCropDialog = lazy(() => import('./photo-crop-dialog'));

/** The picture rules' English messages (the contract's), in the reader's language. */
const refusalText = (t: AuthT, refusal: string) =>
  refusal === IMAGE_UPLOAD_MESSAGES.wrongType
    ? t('photo.wrongType')
    : refusal === IMAGE_UPLOAD_MESSAGES.tooLarge
      ? t('photo.tooLarge')
      : refusal;

type Notice = { variant: 'success' | 'danger'; text: string } | null;

/** The picked picture as an object URL, released when it is replaced or the panel goes. */
function usePickedUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return [url, setUrl] as const;
}

/**
 * My Profile's photo (docs/product.md#profile-photo): pick a picture (refused at once when it is
 * not one or is over 5 MB), crop it to a square, and it is sent; Remove photo asks first.
 */
export function ProfilePhoto({ user }: { user: User }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = usePickedUrl();
  const [notice, setNotice] = useState<Notice>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadPhotoMutation();
  const remove = useRemovePhotoMutation();
  const t = useAuthT();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await photoRefusal(file);
    setNotice(refusal ? { variant: 'danger', text: refusalText(t, refusal) } : null);
    setCropError(null);
    if (!refusal) setPicked(URL.createObjectURL(file));
  };

  const save = async (area: PixelArea) => {
    setCropError(null);
    try {
      await upload.mutateAsync(await cropSquare(picked!, area));
      setPicked(null);
      setNotice({ variant: 'success', text: t('photo.saved') });
    } catch (error) {
      setCropError(errorMessage(error));
    }
  };

  const removeNow = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync();
      setNotice({ variant: 'success', text: t('photo.removed') });
    } catch (error) {
      setNotice({ variant: 'danger', text: errorMessage(error) });
    }
  };

  return (
    <section className="profile-photo" aria-labelledby={titleId}>
      <UserAvatar
        photoUrl={user.photo?.url}
        initials={initialsOf(user.firstName, user.lastName)}
        className="profile-photo__avatar"
      />
      <div className="profile-photo__body">
        <h2 id={titleId} className="h6 mb-0">
          {t('photo.title')}
        </h2>
        <p className="profile-photo__hint">{t('photo.hint')}</p>
        <FormAlert variant={notice?.variant ?? 'success'} message={notice?.text ?? null} />
        <div className="profile-photo__actions">
          <Button size="sm" onClick={() => input.current?.click()} disabled={remove.isPending}>
            {user.photo ? t('photo.change') : t('photo.choose')}
          </Button>
          {user.photo ? (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
            >
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label={t('photo.choose')}
          className="d-none"
          tabIndex={-1}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {picked ? (
        <Suspense fallback={null}>
          <PhotoCropDialog
            imageUrl={picked}
            busy={upload.isPending}
            error={cropError}
            onSave={(area) => void save(area)}
            onCancel={() => setPicked(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        show={confirming}
        message={t('photo.removeQuestion')}
        confirmLabel={t('photo.remove')}
        cancelLabel={t('photo.cancel')}
        onConfirm={() => void removeNow()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
