import Container from 'react-bootstrap/Container';

/** The page's shape while the advert loads, so nothing jumps when it arrives. */
export function AdvertDetailSkeleton() {
  return (
    <Container className="advert-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the property…
      </p>
      <div aria-hidden="true">
        <div className="crumbs placeholder-glow">
          <span className="placeholder col-4" />
        </div>
        <div className="advert-detail__header placeholder-glow">
          <div className="advert-detail__heading">
            <span className="placeholder col-3 mb-2" />
            <span className="placeholder placeholder-lg col-8 d-block mb-2" />
            <span className="placeholder col-5" />
          </div>
        </div>
        <div className="advert-detail__body">
          <div className="advert-detail__gallery">
            <div className="gallery__stage gallery__stage--placeholder placeholder-glow">
              <span className="placeholder w-100 h-100" />
            </div>
          </div>
          <div className="detail-section advert-detail__description placeholder-glow">
            <span className="placeholder col-12" />
            <span className="placeholder col-10" />
            <span className="placeholder col-11" />
          </div>
          <div className="tour-card advert-detail__tour placeholder-glow">
            <span className="placeholder col-6 mb-3" />
            <span className="placeholder col-12 mb-3" />
            <span className="placeholder col-12 mb-3" />
            <span className="placeholder col-12" />
          </div>
        </div>
      </div>
    </Container>
  );
}
