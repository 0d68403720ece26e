import type { DrawingLabels as Labels } from '../../content/types';
import { toneClass, type DrawingPlaces, type LabelPlace } from './drawing';

const LINE_HEIGHT = 1.25;

function Label({ text, place }: { text: string; place: LabelPlace }) {
  const lines = text.split('\n');
  const { x, y, size, weight, anchor, rotate } = place;
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      textAnchor={anchor}
      transform={rotate && `rotate(${rotate.join(' ')})`}
      fill="currentColor"
      className={toneClass(place)}
    >
      {lines.length === 1
        ? text
        : lines.map((line, index) => (
            <tspan key={line} x={x} dy={index === 0 ? 0 : size * LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** The words of a drawing, each at its place (a `\n` in a label starts a new line). */
export function DrawingLabels<Place extends string>({ labels, places }: { labels: Labels<Place>; places: DrawingPlaces<Place> }) {
  return (
    <>
      {(Object.entries(places) as [Place, LabelPlace | readonly LabelPlace[]][]).flatMap(([label, at]) =>
        (Array.isArray(at) ? at : [at]).map((place: LabelPlace) => <Label key={`${label}@${place.x},${place.y}`} text={labels[label]} place={place} />),
      )}
    </>
  );
}
