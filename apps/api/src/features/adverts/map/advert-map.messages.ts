/** The map's sentences people read (Turkish in i18n/messages-adverts.tr.ts). */
export const MAP_MESSAGES = {
  boxTooLarge: (zoom: number) =>
    `The map area is too large for zoom ${zoom}: zoom out or show a smaller area.`,
} as const;
