import { memo, Suspense } from 'react';
import type { Flow, Mockup } from '../../content/types';
import { frameBox, mockupWidth } from './mockup-box';
import { useVisuals } from './visuals';

function LoadedMockup({ mockup }: { mockup: Mockup }) {
  const { ProductMockup } = useVisuals();
  return <ProductMockup mockup={mockup} />;
}

function LoadedFlow({ flow }: { flow: Flow }) {
  const { FlowDiagram } = useVisuals();
  return <FlowDiagram flow={flow} />;
}

/**
 * A page's product mockup, drawn by the visuals' chunk. Its width and its frame's shape are set
 * here, so that on a navigation, while the chunk arrives, the page is laid out where it will stay.
 * Memoised, and keyed by the template for each page: a hydrated page's mockup, which stays
 * prerendered HTML, is never updated (React would have to hydrate it first), only replaced.
 */
export const MockupSlot = memo(function MockupSlot({ mockup }: { mockup: Mockup }) {
  return (
    <div className={mockupWidth[mockup.kind]}>
      <Suspense fallback={<div className={frameBox[mockup.kind]} />}>
        <LoadedMockup mockup={mockup} />
      </Suspense>
    </div>
  );
});

/** A page's flow diagram, drawn by the visuals' chunk; memoised and keyed like the mockup. */
export const FlowSlot = memo(function FlowSlot({ flow }: { flow: Flow }) {
  return (
    <Suspense fallback={null}>
      <LoadedFlow flow={flow} />
    </Suspense>
  );
});
