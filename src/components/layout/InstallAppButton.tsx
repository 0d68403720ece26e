import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { installOffer, noOfferOnServer, promptInstall, subscribeInstallOffer } from '../../pwa/install-prompt';
import { words } from '../../pwa/words';

const howTo = words.iosHowTo;

/**
 * 'Install app', shown only when the browser offers installation; on iOS Safari (no prompt there)
 * it opens a short how-to instead. Rendered by the header and the mobile menu. Until a browser
 * offers installation the button is in the page, hidden: the prerendered page carries it, so its
 * own cut of the stylesheet styles it, and an offer only unhides it (src/styles/whole-stylesheet.ts).
 */
export function InstallAppButton({ placement }: { placement: 'header' | 'mobile' }) {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, noOfferOnServer);
  const [howToOpen, setHowToOpen] = useState(false);
  const howToId = useId();

  const header = placement === 'header';
  const button = (
    <Button
      variant={header ? 'ghost' : 'outline'}
      size={header ? 'sm' : 'default'}
      aria-expanded={offer === 'ios' ? howToOpen : undefined}
      aria-controls={offer === 'ios' ? howToId : undefined}
      onClick={() => (offer === 'ios' ? setHowToOpen((open) => !open) : void promptInstall().catch(() => undefined))}
    >
      <Icon name="i-lucide-download" />
      {words.installApp}
    </Button>
  );
  if (offer !== 'ios') return <div hidden={!offer}>{button}</div>;
  return (
    <div className={header ? 'relative' : 'flex flex-col gap-2'}>
      {button}
      <p
        id={howToId}
        hidden={!howToOpen}
        className={`m-0 text-sm text-fg ${header ? 'absolute right-0 top-full mt-2 w-64 rounded-md border border-line bg-card p-3 shadow-md' : ''}`}
      >
        {howTo.before}
        <strong>{howTo.share}</strong>
        {howTo.between}
        <strong>{howTo.addToHomeScreen}</strong>
        {howTo.after}
      </p>
    </div>
  );
}
