import type { Mockup } from '../../content/types';
import { Icon } from '../ui/Icon';
import { symbolHref } from '../ui/icon-sprite';
import { MockupBlocks } from './MockupBlocks';

/** The app's tab bar and the phone's home indicator, at the foot of every phone screen. */
function TabBar() {
  return (
    <div className="border-t border-line bg-card pt-[0.6em] text-muted">
      <p className="flex justify-around">
        <Icon name="i-lucide-house" className="text-primary" />
        <Icon name="i-lucide-arrow-left-right" />
        <Icon name="i-lucide-credit-card" />
        <Icon name="i-lucide-user-round" />
      </p>
      <p className="mx-auto mb-[0.6em] mt-[0.9em] h-[0.3em] w-[35%] rounded-full bg-fg" />
    </div>
  );
}

/**
 * An app screen on a phone: status bar, the view's heading, its blocks, the tab bar; the phone's body
 * (devices.svg) drawn over its edges.
 */
export function PhoneScreen({ mockup }: { mockup: Mockup }) {
  return (
    <>
      <div className="absolute inset-x-[4%] inset-y-[1.9%] flex flex-col overflow-hidden rounded-[11%/5.4%] bg-bg text-fg leading-tight [font-size:4.6cqw]">
        <div className="flex h-[3em] items-center justify-between px-[1.8em] pt-[0.3em] text-[0.8em] font-semibold">
          <span>9:41</span>
          <svg className="h-[0.9em] w-[4em]" viewBox="0 0 54 12" aria-hidden="true" focusable="false">
            <use href={symbolHref('device-status')} />
          </svg>
        </div>
        <div className="flex min-h-0 flex-1 flex-col gap-[0.9em] px-[0.9em]">
          <div className="flex items-center justify-between gap-[0.6em]">
            <div className="min-w-0">
              <p className="truncate text-[1.15em] font-bold">{mockup.title}</p>
              {mockup.subtitle && <p className="truncate text-[0.8em] text-muted">{mockup.subtitle}</p>}
            </div>
            <Icon name="i-lucide-bell" className="shrink-0 text-muted" />
          </div>
          <MockupBlocks blocks={mockup.blocks} />
        </div>
        <TabBar />
      </div>
      <svg className="absolute inset-0 h-full w-full fill-slate-900 text-slate-500" aria-hidden="true" focusable="false">
        <use href={symbolHref('device-phone')} />
      </svg>
    </>
  );
}

/** The three buttons of a window's title bar. */
const windowButtons = ['bg-[#f87171]', 'bg-[#fbbf24]', 'bg-[#34d399]'];

/**
 * A web page in a browser window (drawn in CSS): the title bar with the address, the page's heading,
 * its blocks in one column on a phone and two from the `sm` width up.
 */
export function BrowserScreen({ mockup }: { mockup: Mockup }) {
  return (
    <div className="absolute inset-0 flex flex-col overflow-hidden rounded-[0.9em] border border-line bg-bg text-fg leading-tight shadow-xl [font-size:3.2cqw] sm:[font-size:2.3cqw]">
      <div className="flex items-center gap-[0.3em] border-b border-line bg-subtle px-[0.9em] py-[0.6em]">
        {windowButtons.map((colour) => (
          <span key={colour} className={`h-[0.7em] w-[0.7em] shrink-0 rounded-full ${colour}`} />
        ))}
        {mockup.address && (
          <p className="mx-auto flex min-w-0 items-center gap-[0.3em] rounded-full bg-bg px-[0.9em] py-[0.3em] text-[0.7em] text-muted">
            <Icon name="i-lucide-lock" className="shrink-0" />
            <span className="truncate">{mockup.address}</span>
          </p>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-[0.9em] border-b border-line bg-card px-[0.9em] py-[0.6em]">
        <p className="truncate text-[1.15em] font-bold">{mockup.title}</p>
        {mockup.subtitle && <p className="truncate text-[0.8em] text-muted">{mockup.subtitle}</p>}
      </div>
      <div className="grid items-start gap-[0.9em] p-[0.9em] sm:grid-cols-2">
        <MockupBlocks blocks={mockup.blocks} />
      </div>
    </div>
  );
}
