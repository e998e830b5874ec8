import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { METRES_PER_DEGREE, project, type Bounds, type LatLng } from './geo.ts';
import { TANZANIA_OUTLINE, TOWNS } from './tanzania.ts';
import type { MapMarker, PortalMapProps } from './types.ts';
import { fallbackView, movedBy, PLOT, unproject } from './view.ts';

const { width: WIDTH, height: HEIGHT, padding: PADDING } = PLOT;

const at = (point: LatLng, bounds: Bounds) => project(point, bounds, WIDTH, HEIGHT, PADDING);

/** The country and its towns, drawn under the pins in place of map tiles. */
function BaseLayer({ bounds }: { bounds: Bounds }) {
  return (
    <g aria-hidden="true">
      <rect width={WIDTH} height={HEIGHT} className="portal-map__sea" />
      {TANZANIA_OUTLINE.map((ring, index) => (
        <polygon
          key={index}
          className="portal-map__land"
          points={ring.map((p) => `${at(p, bounds).x},${at(p, bounds).y}`).join(' ')}
        />
      ))}
      {TOWNS.map((town) => {
        const { x, y } = at(town, bounds);
        // Names in the plot's east quarter read leftwards, so the coast does not cut them off.
        const leftwards = x > WIDTH * 0.75;
        return (
          <g key={town.name} className="portal-map__town">
            <circle cx={x} cy={y} r={2.5} />
            <text x={leftwards ? x - 4 : x + 4} y={y - 4} textAnchor={leftwards ? 'end' : 'start'}>
              {town.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Pin({
  marker,
  bounds,
  onHover,
}: {
  marker: MapMarker;
  bounds: Bounds;
  onHover?: (id: string | null) => void;
}) {
  const { x, y } = at(marker.position, bounds);
  const scale = marker.emphasised ? 1.6 : 1;
  const special = marker.kind === 'special';
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      className={[
        'portal-map__pin',
        special ? 'portal-map__pin--special' : '',
        marker.emphasised ? 'portal-map__pin--emphasised' : '',
      ].join(' ')}
      data-marker-id={marker.id}
      onMouseEnter={onHover ? () => onHover(marker.id) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
    >
      {special ? (
        <path d="M0 -12 L10 0 L0 12 L-10 0 Z" />
      ) : (
        <path d="M0 0 C-9 -10 -9 -22 0 -22 C9 -22 9 -10 0 0 Z" />
      )}
      {marker.label ? (
        <text x="0" y={special ? 4 : -11} textAnchor="middle" className="portal-map__pin-label">
          {marker.label}
        </text>
      ) : null}
    </g>
  );
}

/**
 * The keyless map: Tanzania's outline and towns in place of tiles (no network), the view fitted
 * to the places shown, markers projected from lat/lng, circles to scale, an optional pin the
 * person moves with the arrow keys or a tap, and the places as a list for screen readers and for
 * anyone who cannot read a plot. It cannot fail to load, so it is also the fallback of the
 * Google map.
 */
export function FallbackMap({
  center,
  zoom,
  markers,
  circles = [],
  label,
  pin,
  fitTo = [],
  onMarkerHover,
}: PortalMapProps) {
  const hintId = useId();
  const bounds = fallbackView(
    [...markers.map((m) => m.position), ...(pin ? [pin.position] : []), ...fitTo],
    center,
    zoom,
  );
  const pxPerDegree = (HEIGHT - 2 * PADDING) / (bounds.north - bounds.south);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moved = pin && movedBy(pin.position, event.key, event.shiftKey);
    if (!pin || !moved) return;
    event.preventDefault();
    pin.onMove(moved);
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!pin) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    pin.onMove(unproject(x, y, bounds));
  };

  return (
    <figure className="portal-map portal-map--fallback">
      <svg
        className="portal-map__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        {...(pin
          ? {
              role: 'application',
              tabIndex: 0,
              'aria-describedby': hintId,
              onKeyDown,
              onClick,
            }
          : { role: 'img' })}
        aria-label={label}
      >
        <BaseLayer bounds={bounds} />
        {circles.map((circle) => {
          const { x, y } = at(circle.center, bounds);
          const r = Math.max(3, (circle.radiusMetres / METRES_PER_DEGREE) * pxPerDegree);
          return <circle key={circle.id} cx={x} cy={y} r={r} className="portal-map__circle" />;
        })}
        {markers.map((marker) => (
          <Pin
            key={marker.id}
            marker={marker}
            bounds={bounds}
            {...(onMarkerHover ? { onHover: onMarkerHover } : {})}
          />
        ))}
        {pin ? (
          <Pin
            marker={{ id: 'pin', position: pin.position, title: pin.title, emphasised: true }}
            bounds={bounds}
          />
        ) : null}
      </svg>
      {pin ? (
        <p id={hintId} className="portal-map__hint">
          {pin.hint}
        </p>
      ) : null}
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
