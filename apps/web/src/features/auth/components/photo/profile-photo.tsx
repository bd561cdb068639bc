import { PROFILE_PHOTO_MESSAGES, type User } from '@estate/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormAlert } from '../../../../components/forms';
import { initialsOf, UserAvatar } from '../../../../components/user-avatar';
import { errorMessage } from '../../../../lib/api-error';
import { useRemovePhotoMutation, useUploadPhotoMutation } from '../../api/profile-photo';
import { cropSquare, type PixelArea } from './crop-square';
import { PHOTO_ACCEPT, photoRefusal } from './photo-checks';

// The cropper's code comes with the dialog, when a photo is picked.
const PhotoCropDialog = lazy(() => import('./photo-crop-dialog'));

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

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await photoRefusal(file);
    setNotice(refusal ? { variant: 'danger', text: refusal } : null);
    setCropError(null);
    if (!refusal) setPicked(URL.createObjectURL(file));
  };

  const save = async (area: PixelArea) => {
    setCropError(null);
    try {
      await upload.mutateAsync(await cropSquare(picked!, area));
      setPicked(null);
      setNotice({ variant: 'success', text: PROFILE_PHOTO_MESSAGES.saved });
    } catch (error) {
      setCropError(errorMessage(error));
    }
  };

  const removeNow = async () => {
    setConfirming(false);
    try {
      await remove.mutateAsync();
      setNotice({ variant: 'success', text: PROFILE_PHOTO_MESSAGES.removed });
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
          Profile photo
        </h2>
        <p className="profile-photo__hint">
          Shown with your name in the menu and on your adverts. JPEG, PNG or WebP, up to 5 MB.
        </p>
        <FormAlert variant={notice?.variant ?? 'success'} message={notice?.text ?? null} />
        <div className="profile-photo__actions">
          <Button size="sm" onClick={() => input.current?.click()} disabled={remove.isPending}>
            {user.photo ? 'Change photo' : 'Choose a photo'}
          </Button>
          {user.photo ? (
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
            >
              Remove photo
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label="Choose a photo"
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
        message="Remove your profile photo? Your initials will show instead."
        confirmLabel="Remove photo"
        onConfirm={() => void removeNow()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
