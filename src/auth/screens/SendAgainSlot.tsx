import { lazy, Suspense } from 'react';
import type { SendAgainProps } from './SendAgain';

const SendAgain = lazy(() => import('./SendAgain').then((m) => ({ default: m.SendAgain })));

/** 'Didn't get the e-mail?' once a request names an address: its code loads then, not with the page. */
export function SendAgainSlot(props: SendAgainProps) {
  if (!props.request.resendTo) return null;
  return (
    <Suspense fallback={null}>
      <SendAgain {...props} />
    </Suspense>
  );
}
