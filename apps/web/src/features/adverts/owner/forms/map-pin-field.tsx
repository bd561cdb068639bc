import type { District } from '@estate/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AdvertFormValues } from './advert-form-values';
import type { LatLng, PinMap } from './draw-pin-map';

export const PIN_HINT = 'Drag the pin (or click the map) to where the property is.';
export const PIN_WAITING = 'Choose a district: the pin starts at its centre.';

/**
 * The map point of the advert forms (docs/product.md#map-search): a draggable pin that starts at
 * the chosen district's centre and follows a change of district. Without a district centre there
 * is no pin; the server then places the advert at the district's centre itself.
 */
export function MapPinField({ districts }: { districts: District[] | undefined }) {
  const { watch, setValue, formState } = useFormContext<AdvertFormValues>();
  const districtId = Number(watch('district')) || undefined;
  const point = watch('point');
  const canvas = useRef<HTMLDivElement>(null);
  const drawn = useRef<PinMap | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
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
          () => setProblem('Map tiles could not be loaded; the pin still works.'),
        );
      })
      .catch(() => !cancelled && setProblem('The map could not be loaded.'));
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = undefined;
    };
  }, [hasPoint, setValue]);

  return (
    <div className="map-pin mb-3">
      <span className="form-label d-block">Map point</span>
      {hasPoint ? (
        <>
          <div
            ref={canvas}
            className="map-pin__canvas"
            role="region"
            aria-label="Map point of the property"
            data-latitude={point.latitude}
            data-longitude={point.longitude}
          />
          <p className="map-pin__hint">{problem ?? PIN_HINT}</p>
        </>
      ) : (
        <p className="map-pin__hint">{PIN_WAITING}</p>
      )}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
