interface ContactMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/**
 * An OpenStreetMap embed. Without network the frame is simply empty; the address and a link
 * to the full map stay readable under it.
 */
export function ContactMap({ latitude, longitude, label }: ContactMapProps) {
  const d = 0.01;
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2]
    .map((n) => n.toFixed(4))
    .join(',');
  const marker = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
  const link = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <figure className="contact-map">
      <div className="contact-map__frame">
        <iframe title={`Map: ${label}`} src={src} loading="lazy" referrerPolicy="no-referrer" />
      </div>
      <figcaption>
        <a href={link} target="_blank" rel="noreferrer">
          View larger map <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
