import type { Diagram } from '../../content/types';
import { symbolHref } from '../../components/ui/icon-sprite';
import type { DiagramDrawing } from './diagram-drawings';
import { DrawingLabels } from './DrawingLabels';

interface DiagramFigureProps<Place extends string> {
  /** Prefix of the ids its title and description take. */
  id: string;
  diagram: Diagram<Place>;
  drawing: DiagramDrawing<Place>;
}

/**
 * A diagram that carries meaning: an image to assistive technology, named by its title and
 * described in a sentence or two; its words are real text, translated with the page.
 */
export function DiagramFigure<Place extends string>({ id, diagram, drawing }: DiagramFigureProps<Place>) {
  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="mx-auto h-auto w-full max-w-[28rem]"
    >
      <title id={`${id}-title`}>{diagram.title}</title>
      <desc id={`${id}-description`}>{diagram.description}</desc>
      <use href={symbolHref(drawing.symbol)} className="v-diagram" />
      <DrawingLabels labels={diagram.labels} places={drawing.places} />
    </svg>
  );
}
