import { useSyncExternalStore } from 'react';
import { isOnline, onlineOnServer, subscribeOnline } from '../../pwa/online-status';
import { words } from '../../pwa/words';
import { Icon } from '../ui/Icon';

/** A discreet badge under the header while the browser is offline; an empty live region otherwise. */
export function OfflineIndicator() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, onlineOnServer);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-18 z-30 flex justify-center">
      {!online && (
        <p className="m-0 flex items-center gap-2 rounded-full border border-line bg-card px-3 py-1 text-sm text-fg shadow-sm">
          <Icon name="i-lucide-wifi-off" className="text-muted" />
          {words.offline}
        </p>
      )}
    </div>
  );
}
