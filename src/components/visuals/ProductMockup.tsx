import { mockupCaptionId } from '../../content/navigation';
import type { Mockup } from '../../content/types';
import { BrowserScreen, PhoneScreen } from './DeviceScreens';
import { words } from './words';
import { frameBox } from './mockup-box';

/**
 * The product in use: a phone or browser frame around a screen built from the page's data. One
 * picture for screen readers (its label names what it shows), with a caption saying its data is
 * made up; left out of the site search, whose results it would fill with fictional amounts.
 */
export function ProductMockup({ mockup }: { mockup: Mockup }) {
  const Screen = mockup.kind === 'phone' ? PhoneScreen : BrowserScreen;
  return (
    <figure className="flex flex-col gap-3" data-pagefind-ignore="all">
      <div className={frameBox[mockup.kind]} role="img" aria-label={mockup.label}>
        <Screen mockup={mockup} />
      </div>
      <figcaption id={mockupCaptionId} className="text-center text-xs text-muted">{words.fictional}</figcaption>
    </figure>
  );
}
