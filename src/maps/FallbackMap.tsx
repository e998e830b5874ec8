import { boundsOf, fitBounds, METRES_PER_DEGREE, project } from './geo.ts';
import type { PortalMapProps } from './types.ts';

const WIDTH = 400;
const HEIGHT = 300;
const PADDING = 28;

/**
 * The keyless map: markers projected from lat/lng onto a plain plot (no tiles, no network),
 * numbered pins, circles to scale, and the same places as a list for screen readers and for
 * anyone who cannot read a plot. It cannot fail to load, so it is also the fallback of the
 * Google map.
 */
export function FallbackMap({
  center,
  markers,
  circles = [],
  label,
  onMarkerHover,
}: PortalMapProps) {
  const bounds = fitBounds(
    boundsOf([center, ...markers.map((m) => m.position)]),
    WIDTH - 2 * PADDING,
    HEIGHT - 2 * PADDING,
  );
  const pxPerDegree = (HEIGHT - 2 * PADDING) / (bounds.north - bounds.south);
  return (
    <figure className="portal-map portal-map--fallback">
      <svg
        className="portal-map__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
      >
        <rect width={WIDTH} height={HEIGHT} className="portal-map__ground" />
        {circles.map((circle) => {
          const { x, y } = project(circle.center, bounds, WIDTH, HEIGHT, PADDING);
          const r = Math.max(3, (circle.radiusMetres / METRES_PER_DEGREE) * pxPerDegree);
          return <circle key={circle.id} cx={x} cy={y} r={r} className="portal-map__circle" />;
        })}
        {markers.map((marker) => {
          const { x, y } = project(marker.position, bounds, WIDTH, HEIGHT, PADDING);
          const scale = marker.emphasised ? 1.6 : 1;
          const special = marker.kind === 'special';
          return (
            <g
              key={marker.id}
              transform={`translate(${x} ${y}) scale(${scale})`}
              className={[
                'portal-map__pin',
                special ? 'portal-map__pin--special' : '',
                marker.emphasised ? 'portal-map__pin--emphasised' : '',
              ].join(' ')}
              data-marker-id={marker.id}
              onMouseEnter={onMarkerHover ? () => onMarkerHover(marker.id) : undefined}
              onMouseLeave={onMarkerHover ? () => onMarkerHover(null) : undefined}
            >
              {special ? (
                <path d="M0 -12 L10 0 L0 12 L-10 0 Z" />
              ) : (
                <path d="M0 0 C-9 -10 -9 -22 0 -22 C9 -22 9 -10 0 0 Z" />
              )}
              {marker.label ? (
                <text
                  x="0"
                  y={special ? 4 : -11}
                  textAnchor="middle"
                  className="portal-map__pin-label"
                >
                  {marker.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {markers.length > 0 ? (
        <figcaption>
          <ol className="portal-map__list">
            {markers.map((marker) => (
              <li key={marker.id} className={marker.emphasised ? 'is-emphasised' : undefined}>
                {marker.label ? `${marker.label}. ` : ''}
                {marker.title}
              </li>
            ))}
          </ol>
        </figcaption>
      ) : null}
    </figure>
  );
}
