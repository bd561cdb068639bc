import { useState } from 'react';
import { staticMapDocument } from './static-map-document';
import { Icon } from '../../../components/icon/icon';
import { useContactT } from '../texts';

interface ContactMapProps {
  latitude: number;
  longitude: number;
  /** Web map zoom level (1 world … 19 street); sets how much the embed shows around the pin. */
  zoom: number;
  label: string;
}

/**
 * The Contact page's map frame. It starts as a drawn map of our own (no outside request, works
 * offline); the visitor can swap in the interactive OpenStreetMap embed with one click.
 * See docs/decisions/0008-web-contact-map.md.
 */
export function ContactMap({ latitude, longitude, zoom, label }: ContactMapProps) {
  const [interactive, setInteractive] = useState(false);
  const t = useContactT();
  const d = 90 / 2 ** zoom;
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2]
    .map((n) => n.toFixed(4))
    .join(',');
  const marker = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;

  return (
    <figure className="contact-map">
      <div className="contact-map__frame">
        {interactive ? (
          <iframe
            key="osm"
            title={t('mapTitle', { label })}
            src={embed}
            referrerPolicy="no-referrer"
          />
        ) : (
          <iframe
            key="static"
            title={t('mapTitle', { label })}
            srcDoc={staticMapDocument(label, link)}
          />
        )}
      </div>
      <figcaption className="contact-map__caption">
        {interactive ? (
          <span>{t('mapData')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setInteractive(true)}
          >
            <Icon name="map" className="me-1" />
            {t('showInteractive')}
          </button>
        )}
        <a href={link} target="_blank" rel="noreferrer">
          {t('viewLarger')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
