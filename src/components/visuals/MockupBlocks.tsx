import type { MockupBlock } from '../../content/types';
import { Icon } from '../ui/Icon';
import { symbolHref } from '../ui/icon-sprite';

/** A block's panel: the screen's cards. */
const panelFrame = 'rounded-[0.9em] border border-line bg-card';
const panel = `${panelFrame} p-[0.9em]`;
/** A list drawn as a list's items, without bullets or indent. */
const bare = 'list-none p-0';

type BlockOf<K extends MockupBlock['kind']> = Extract<MockupBlock, { kind: K }>;

function Balance({ block }: { block: BlockOf<'balance'> }) {
  return (
    <div className="rounded-[0.9em] bg-primary p-[0.9em] text-on-primary">
      <p className="text-[0.8em]">{block.label}</p>
      <p className="text-[1.8em] font-bold leading-tight">{block.value}</p>
      {block.note && <p className="text-[0.7em]">{block.note}</p>}
    </div>
  );
}

/** A payment card: always dark, with white print, whatever the theme (as cards are). */
function Card({ block }: { block: BlockOf<'card'> }) {
  return (
    <div className="flex aspect-[1.586] flex-col justify-between rounded-[0.9em] bg-[linear-gradient(135deg,#1e293b,#115e59)] p-[0.9em] text-white shadow-md">
      <div className="flex items-center justify-between text-[0.8em] font-semibold">
        <span className="truncate">{block.label}</span>
        <Icon name="i-lucide-nfc" className="shrink-0" />
      </div>
      <svg className="h-[1.7em] w-[2.3em]" viewBox="0 0 40 30" aria-hidden="true" focusable="false">
        <use href={symbolHref('device-chip')} />
      </svg>
      <div>
        <p className="text-[1.15em] tracking-widest">{block.number}</p>
        <p className="flex justify-between gap-[0.6em] text-[0.7em] uppercase">
          <span className="truncate">{block.holder}</span>
          <span>{block.expiry}</span>
        </p>
      </div>
    </div>
  );
}

function Actions({ block }: { block: BlockOf<'actions'> }) {
  return (
    <ul className={`${bare} grid grid-cols-4 gap-[0.3em] text-center`}>
      {block.items.map((item) => (
        <li key={item.label} className="flex flex-col items-center gap-[0.3em]">
          <span className="grid h-[2.4em] w-[2.4em] place-items-center rounded-full bg-primary/15 text-primary">
            <Icon name={item.icon} />
          </span>
          <span className="text-[0.7em] leading-tight">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

function Rows({ block }: { block: BlockOf<'rows'> }) {
  return (
    <div className={panel}>
      <p className="mb-[0.6em] text-[0.8em] font-semibold text-muted">{block.title}</p>
      <ul className={`${bare} flex flex-col gap-[0.6em]`}>
        {block.items.map((row) => (
          <li key={row.title + row.meta} className="flex items-center gap-[0.6em]">
            <span className="grid h-[2.4em] w-[2.4em] shrink-0 place-items-center rounded-full bg-subtle">
              <Icon name={row.icon} className="text-[0.8em]" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[0.8em] font-medium">{row.title}</span>
              <span className="block truncate text-[0.7em] text-muted">{row.meta}</span>
            </span>
            {row.amount && (
              <span className={`whitespace-nowrap text-[0.8em] font-semibold ${row.credit ? 'text-primary' : ''}`}>{row.amount}</span>
            )}
          </li>
        ))}
      </ul>
      {block.total && (
        <p className="mt-[0.6em] flex justify-between gap-[0.6em] border-t border-line pt-[0.6em] text-[0.8em] font-bold">
          <span>{block.total.label}</span>
          <span>{block.total.amount}</span>
        </p>
      )}
    </div>
  );
}

function Toggles({ block }: { block: BlockOf<'toggles'> }) {
  return (
    <ul className={`${bare} ${panelFrame} px-[0.9em] py-[0.3em]`}>
      {block.items.map((toggle) => (
        <li key={toggle.label} className="flex items-center justify-between gap-[0.6em] border-b border-line py-[0.6em] last:border-b-0">
          <span className="text-[0.8em]">{toggle.label}</span>
          <span className={`flex h-[1.3em] w-[2.3em] shrink-0 items-center rounded-full p-[0.15em] ${toggle.on ? 'justify-end bg-primary' : 'bg-line'}`}>
            <span className="h-[1em] w-[1em] rounded-full bg-white shadow-sm" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Progress({ block }: { block: BlockOf<'progress'> }) {
  return (
    <div className={panel}>
      <p className="flex items-baseline justify-between gap-[0.6em] text-[0.8em]">
        <span>{block.label}</span>
        <span className="whitespace-nowrap font-semibold">{block.value}</span>
      </p>
      <svg className="mt-[0.6em] h-[0.45em] w-full overflow-hidden rounded-full" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true">
        <rect width="100" height="4" className="fill-subtle" />
        <rect width={block.percent} height="4" className="fill-primary" />
      </svg>
    </div>
  );
}

/** Taking a contactless payment: the amount, the reader's target (its rings pulse a few times where motion is welcome), the result. */
function Tap({ block }: { block: BlockOf<'tap'> }) {
  return (
    <div className={`${panelFrame} flex flex-col items-center gap-[0.9em] overflow-hidden px-[0.9em] py-[1.2em] text-center`}>
      <p className="text-[1.8em] font-bold leading-none">{block.amount}</p>
      <span className="relative grid h-[5.5em] w-[5.5em] place-items-center rounded-full bg-primary/15 text-primary">
        <span className="absolute inset-0 rounded-full border-2 border-primary/50 motion-safe:(animate-ping animate-duration-2s animate-count-3)" />
        <Icon name="i-lucide-nfc" className="text-[2.6em]" />
      </span>
      <p className="text-[0.8em] text-muted">{block.prompt}</p>
      <p className="flex items-center gap-[0.3em] rounded-full bg-primary px-[0.9em] py-[0.3em] text-[0.8em] font-semibold text-on-primary">
        <Icon name="i-lucide-circle-check" />
        {block.status}
      </p>
    </div>
  );
}

function Figures({ block }: { block: BlockOf<'figures'> }) {
  return (
    <dl className="grid grid-cols-3 gap-[0.9em] sm:col-span-2">
      {block.items.map((figure) => (
        <div key={figure.label} className={`${panel} flex flex-col-reverse`}>
          <dt className="truncate text-[0.7em] text-muted">{figure.label}</dt>
          <dd className="m-0 text-[1.15em] font-bold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Fields({ block }: { block: BlockOf<'fields'> }) {
  return (
    <div className={`${panel} flex flex-col gap-[0.6em]`}>
      {block.choices && (
        <p className="flex gap-[0.3em] text-[0.7em]">
          {block.choices.map((choice, index) => (
            <span key={choice} className={`rounded-full border px-[0.6em] py-[0.3em] ${index === 0 ? 'border-primary font-semibold text-primary' : 'border-line text-muted'}`}>
              {choice}
            </span>
          ))}
        </p>
      )}
      {block.items.map((field) => (
        <div key={field.label}>
          <p className="text-[0.7em] text-muted">{field.label}</p>
          <p className="truncate rounded-[0.5em] border border-line bg-bg px-[0.6em] py-[0.3em] text-[0.8em]">{field.value}</p>
        </div>
      ))}
      <p className="rounded-[0.5em] bg-primary py-[0.6em] text-center text-[0.8em] font-semibold text-on-primary">{block.button}</p>
    </div>
  );
}

const blockViews: { [K in MockupBlock['kind']]: (props: { block: BlockOf<K> }) => JSX.Element } = {
  balance: Balance,
  card: Card,
  actions: Actions,
  rows: Rows,
  toggles: Toggles,
  progress: Progress,
  tap: Tap,
  figures: Figures,
  fields: Fields,
};

/** A screen's blocks, each drawn by its kind's view. */
export function MockupBlocks({ blocks }: { blocks: MockupBlock[] }) {
  return blocks.map((block, index) => {
    const View = blockViews[block.kind] as (props: { block: MockupBlock }) => JSX.Element;
    return <View key={index} block={block} />;
  });
}
