import type { District } from '@estate/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AdvertFormValues } from './advert-form-values';
import type { LatLng, PinMap } from './draw-pin-map';
import { EDITOR_ENGLISH, editorText, useEditorT } from '../texts';

export const PIN_HINT = EDITOR_ENGLISH['pin.hint'];
export const PIN_WAITING = EDITOR_ENGLISH['pin.waiting'];

/**
 * The map point of the advert forms (docs/product.md#map-search): a draggable pin that starts at
 * the chosen district's centre and follows a change of district. Without a district centre there
 * is no pin; the server then places the advert at the district's centre itself.
 */
export function MapPinField({ districts }: { districts: District[] | undefined }) {
  const t = useEditorT();
  const { watch, setValue, formState } = useFormContext<AdvertFormValues>();
  const districtId = Number(watch('district')) || undefined;
  const point = watch('point');
  const canvas = useRef<HTMLDivElement>(null);
  const drawn = useRef<PinMap | undefined>(undefined);
  const [problem, setProblem] = useState<'pin.noTiles' | 'pin.noMap' | null>(null);
  const shownDistrict = useRef<number | undefined>(undefined);
  const error = (formState.errors.point as { message?: string } | undefined)?.message;

  // A district chosen (not the one the editor opened with): the pin goes to its centre.
  const district = districts?.find((d) => d.id === districtId);
  useEffect(() => {
    if (typeof district?.latitude !== 'number' || typeof district.longitude !== 'number') return;
    if (shownDistrict.current === undefined && point) {
      shownDistrict.current = district.id;
      return;
    }
    if (shownDistrict.current === district.id) return;
    shownDistrict.current = district.id;
    const centre = { latitude: district.latitude, longitude: district.longitude };
    setValue('point', centre, { shouldDirty: true });
    drawn.current?.moveTo(centre);
  }, [district, point, setValue]);

  const hasPoint = point !== undefined;
  const start = useRef<LatLng | undefined>(undefined);
  start.current ??= point;
  useEffect(() => {
    const element = canvas.current;
    if (!hasPoint || !element || drawn.current) return;
    let cancelled = false;
    import('./draw-pin-map')
      .then(({ drawPinMap }) => {
        if (cancelled || !start.current) return;
        drawn.current = drawPinMap(
          element,
          start.current,
          (moved) => setValue('point', moved, { shouldDirty: true }),
          () => setProblem('pin.noTiles'),
          { alt: editorText('pin.marker'), title: editorText('pin.markerTitle') },
        );
      })
      .catch(() => !cancelled && setProblem('pin.noMap'));
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = undefined;
    };
  }, [hasPoint, setValue]);

  return (
    <div className="map-pin mb-3">
      <span className="form-label d-block">{t('pin.label')}</span>
      {hasPoint ? (
        <>
          <div
            ref={canvas}
            className="map-pin__canvas"
            role="region"
            aria-label={t('pin.region')}
            data-latitude={point.latitude}
            data-longitude={point.longitude}
          />
          <p className="map-pin__hint">{t(problem ?? 'pin.hint')}</p>
        </>
      ) : (
        <p className="map-pin__hint">{t('pin.waiting')}</p>
      )}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
