/** Query keys of the favourites feature. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  /** The logged-in user's favourite advert ids (GET /favorites/forCart/auth). */
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  /** Whether one advert is a favourite of the logged-in user (GET /favorites/isFavory/{id}). */
  state: (advertId: number) => [...favoriteKeys.all, 'state', advertId] as const,
};
