import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { words } from './words';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** 'sheet' slides in from the right edge (mobile menu); 'modal' is centred and wide; 'search' sits high, as wide as text. */
  layout?: 'sheet' | 'modal' | 'search';
  /** Where focus goes when the dialog opens (default: its first focusable element). */
  initialFocus?: () => HTMLElement | null;
  /** Where focus goes when the dialog closes (default: the element focused before it opened). */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}

const layouts = {
  sheet: {
    positioner: 'fixed inset-0 z-50 flex justify-end',
    content: 'flex h-full w-full max-w-sm flex-col overflow-y-auto border-l border-line bg-bg shadow-2xl',
  },
  modal: {
    positioner: 'fixed inset-0 z-50 flex items-center justify-center p-2 sm:p-6',
    content: 'flex h-full max-h-[56rem] w-full max-w-5xl flex-col overflow-hidden rounded-2xl border border-line bg-bg shadow-2xl',
  },
  search: {
    positioner: 'fixed inset-0 z-50 flex items-start justify-center p-2 sm:pt-[10vh]',
    content: 'flex max-h-full w-full max-w-2xl flex-col overflow-hidden rounded-2xl border border-line bg-bg shadow-2xl sm:max-h-[80vh]',
  },
} as const;

/** A modal dialog (Ark UI): focus is trapped inside, Escape and the close button close it, focus returns. */
export function Dialog({ open, onOpenChange, title, layout = 'modal', initialFocus, finalFocus, children }: DialogProps) {
  const styles = layouts[layout];
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={initialFocus}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in animate-duration-150" />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
              <ArkDialog.Title className="text-lg font-semibold">{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger className="btn btn-ghost btn-size-icon" aria-label={words.closeDialog}>
                <Icon name="i-lucide-x" className="text-xl" />
              </ArkDialog.CloseTrigger>
            </div>
            {children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
