import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { useAuthStore } from '../../auth/auth-store';
import { toggleFavorite } from '../api/toggle-favorite';
import { patchFavory } from '../lib/patch-favory';

export interface FavoriteAdvert {
  id: number;
  title: string;
  favory?: boolean;
}

/**
 * The favourite toggle of specification §4: the heart flips at once, before the call returns;
 * on failure an alert says '<title> can not add to favory' and the heart is not flipped back;
 * a visitor's click does nothing.
 */
export function useFavoriteToggle(advert: FavoriteAdvert) {
  const queryClient = useQueryClient();
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
    mutationFn: () => toggleFavorite(advert.id),
    onSuccess: (state) => {
      setFavory(state.favory);
      patchFavory(queryClient, state.advertId, state.favory);
    },
    onError: () => toast.error(`${advert.title} can not add to favory`),
  });

  const toggle = () => {
    if (!isUserLogin || mutation.isPending) return;
    const next = !favory;
    setFavory(next);
    patchFavory(queryClient, advert.id, next);
    mutation.mutate();
  };

  return { favory: isUserLogin && favory, toggle, isPending: mutation.isPending, isUserLogin };
}
