import { profileSchema, type Profile } from '@estate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const profileKey = ['profile-settings'] as const;

/** GET /user/auth: the signed-in user with their settings. */
export const getProfile = () => apiRequest('/user/auth', { auth: true, schema: profileSchema });

export const useProfileSettings = () => useQuery({ queryKey: profileKey, queryFn: getProfile });

/** PUT /user/auth with the profile as it is and the switch changed. */
export function useSetPriceDropEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, on }: { profile: Profile; on: boolean }) =>
      apiRequest('/user/auth', {
        method: 'PUT',
        auth: true,
        body: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          priceDropEmails: on,
        },
        schema: profileSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey, saved),
  });
}
