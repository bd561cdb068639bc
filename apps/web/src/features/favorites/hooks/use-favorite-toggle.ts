import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { useAuthStore } from '../../auth';
import { toggleFavorite } from '../api/toggle-favorite';
import { patchFavory } from '../lib/patch-favory';
import { paths } from '../../../lib/paths';

/** The alert of a failed toggle, word for word as specified. */
export const favoriteFailedMessage = (title: string) => `${title} can not add to favory`;

export interface FavoriteAdvert {
  id: number;
  title: string;
  favory?: boolean;
}

/**
 * The favourite toggle: the heart flips at once, before the call returns; on failure an alert
 * says '<title> can not add to favory' and the heart flips back, so it never shows a state the
 * server does not hold. A visitor's click opens the login page, which brings them back here.
 */
export function useFavoriteToggle(advert: FavoriteAdvert) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const given = advert.favory ?? false;
  const [favory, setFavory] = useState(given);
  // Follows the advert when fresher data arrives (another page toggled it, a refetch).
  const [seen, setSeen] = useState(given);
  if (seen !== given) {
    setSeen(given);
    setFavory(given);
  }

  const mutation = useMutation({
    // The variable is the state before the click, to go back to when the call fails.
    mutationFn: (_previous: boolean) => toggleFavorite(advert.id),
    onSuccess: (state) => {
      setFavory(state.favory);
      patchFavory(queryClient, state.advertId, state.favory);
    },
    onError: (_error, previous) => {
      setFavory(previous);
      patchFavory(queryClient, advert.id, previous);
      toast.error(favoriteFailedMessage(advert.title));
    },
  });

  const toggle = () => {
    if (!isUserLogin) {
      void navigate(paths.login(), { state: { from: location.pathname + location.search } });
      return;
    }
    if (mutation.isPending) return;
    setFavory(!favory);
    patchFavory(queryClient, advert.id, !favory);
    mutation.mutate(favory);
  };

  return { favory: isUserLogin && favory, toggle, isPending: mutation.isPending, isUserLogin };
}
