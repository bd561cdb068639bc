import { userSchema } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser } from '../session';

/** PUT /user/auth/photo (auth, multipart): the cropped square → the user with its photo. */
export function uploadPhoto(square: Blob) {
  const form = new FormData();
  form.append('multipartFile', square, 'photo.jpg');
  return apiRequest('/user/auth/photo', {
    method: 'PUT',
    auth: true,
    body: form,
    schema: userSchema,
  });
}

/** DELETE /user/auth/photo (auth): the user without a photo. */
export const removePhoto = () =>
  apiRequest('/user/auth/photo', { method: 'DELETE', auth: true, schema: userSchema });

/** Both keep the stored session user in step, so the header shows the change at once. */
export const useUploadPhotoMutation = () =>
  useMutation({ mutationFn: uploadPhoto, onSuccess: updateSessionUser });

export const useRemovePhotoMutation = () =>
  useMutation({ mutationFn: removePhoto, onSuccess: updateSessionUser });
